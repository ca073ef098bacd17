"""613.1b, 603.2, 608.2c: "<player> gains control of <object>" with players other than a target:
"an opponent" (Akroan Horse: chosen as it resolves, 102.2), "that player" (Drooling Ogre: the
player who cast the spell; Captivating Glance: the opponent clashed with, 701.30b), played
through the real engine."""

from __future__ import annotations


def test_613_1b_akroan_horse_an_opponent_gains_control_of_it(solve) -> None:
    out = solve("""
        name: akroan horse
        hand: {Alice: [{card: Akroan Horse, as: horse}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: horse}
        expect:
          horse: {controller: Bob, owner: Alice}
    """)
    assert out.passed, out.failures


def test_603_2_drooling_ogre_goes_to_the_player_casting_an_artifact_spell(solve) -> None:
    """Bob casts Ornithopter on his turn: 'that player' is Bob, who gains control of the
    Ogre."""
    out = solve("""
        name: drooling ogre
        battlefield:
          - {card: Drooling Ogre, as: ogre}
        hand: {Bob: [Ornithopter]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: Ornithopter, by: Bob}
        expect:
          ogre: {controller: Bob}
    """)
    assert out.passed, out.failures


_GLANCE = """
    name: {name}
    battlefield:
      - {{card: Hill Giant, as: giant, controller: {giant_owner}}}
      - {{card: Captivating Glance, attached_to: giant}}
    library: {{Alice: [{alice_top}, Forest], Bob: [{bob_top}, Island]}}
    choices: ["no", "no"]
    actions:
      - {{pass: {{to: end}}}}
    expect:
      giant: {{controller: {who}}}
"""


def test_701_30b_captivating_glance_lost_clash_that_player_is_the_opponent(solve) -> None:
    """Alice reveals a Forest (0), Bob Craw Wurm (6): Alice doesn't win, so 'that player',
    the opponent she clashed with (Bob), gains control of the enchanted Hill Giant."""
    out = solve(_GLANCE.format(name="glance lost", alice_top="Forest", bob_top="Craw Wurm",
                               giant_owner="Alice", who="Bob"))
    assert out.passed, out.failures


def test_701_30b_captivating_glance_won_clash_you_gain_control(solve) -> None:
    """Alice's Glance enchants Bob's Hill Giant; she reveals Craw Wurm (6), Bob an Island:
    she wins and gains control of it."""
    out = solve(_GLANCE.format(name="glance won", alice_top="Craw Wurm", bob_top="Island",
                               giant_owner="Bob", who="Alice"))
    assert out.passed, out.failures
