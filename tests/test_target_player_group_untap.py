"""502.3 / 611.2a / 611.2c / 608.2b: "Creatures target player controls don't untap during that
player's next untap step." (Misstep; Mana Vapors, Exhaustion, Icebreaker Kraken say the same of
lands, artifacts and creatures): the target player's permanents of that kind stay tapped through
that player's next untap step and untap in the one after; the player is the one chosen as the
spell resolves; other players' permanents, and that player's permanents of another kind, untap
as usual. Blinding Beam: "Creatures don't untap during target player's next untap step." (the
creatures that player controls as that untap step comes)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn.player_untap_step import DoesntUntapInPlayersNextUntap
from arbiter.rules.abilities import SpellAbility

_BOARD = """
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob, tapped: true},
                      {card: Forest, as: forest, controller: Bob, tapped: true},
                      {card: Island, as: island, tapped: true},
                      {card: Llanowar Elves, as: elves, tapped: true}]
        hand: {Alice: [Misstep]}
        library: {Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest]}
"""


def test_608_2b_the_group_is_the_target_players_and_the_step_is_theirs() -> None:
    (ab,) = compile_line("Creatures target player controls don't untap during that player's "
                         "next untap step.", "Misstep", spell=True)
    assert isinstance(ab, SpellAbility)
    (step,) = ab.instructions
    assert isinstance(step, DoesntUntapInPlayersNextUntap)
    assert step.player.kind == "player_target"


def test_502_3_misstep_bobs_creatures_skip_his_next_untap_step(solve) -> None:
    """Alice casts Misstep targeting Bob. In Bob's next turn his tapped Grizzly Bears stays
    tapped while his Forest untaps; Alice's own tapped Llanowar Elves untaps in her turn."""
    out = solve(f"""
        name: misstep
        {_BOARD}
        actions:
          - {{cast: Misstep, targets: [Bob]}}
          - pass: next_turn
          - pass: {{to: precombat_main}}
        expect:
          bears: {{tapped: true}}
          forest: {{tapped: false}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.active == 1


def test_611_2a_bobs_creatures_untap_in_his_untap_step_after(solve) -> None:
    out = solve(f"""
        name: misstep later
        {_BOARD}
        actions:
          - {{cast: Misstep, targets: [Bob]}}
          - pass: next_turn
          - pass: next_turn
          - pass: {{to: precombat_main}}
        expect:
          elves: {{tapped: false}}
          island: {{tapped: false}}
    """, name="later.yaml")
    assert out.passed, out.failures
    out = solve(f"""
        name: misstep two turns of bob
        {_BOARD}
        actions:
          - {{cast: Misstep, targets: [Bob]}}
          - pass: next_turn
          - pass: next_turn
          - pass: next_turn
          - pass: {{to: precombat_main}}
        expect:
          bears: {{tapped: false}}
    """, name="later2.yaml")
    assert out.passed, out.failures
    assert out.game.state.turn.number == 4


def test_502_3_blinding_beam_creatures_skip_the_target_players_untap_step(solve) -> None:
    """Blinding Beam's second mode: "Creatures don't untap during target player's next untap
    step." Bob's tapped Grizzly Bears stays tapped in his next untap step; his Forest
    untaps."""
    out = solve("""
        name: blinding beam
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob, tapped: true},
                      {card: Forest, as: forest, controller: Bob, tapped: true}]
        hand: {Alice: [Blinding Beam]}
        library: {Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest]}
        actions:
          - {cast: Blinding Beam, targets: [Bob], choices: {entwine: no, mode: 2}}
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          bears: {tapped: true}
          forest: {tapped: false}
    """, name="beam.yaml")
    assert out.passed, out.failures
