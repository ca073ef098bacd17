"""107.3a, 608.2h: numbers of players and of values among objects (`compiler.grammar.amounts`,
`rules.player_tallies`), counted as the instruction is followed:

- 120.3: "for each opponent who was dealt damage this turn" (Furious Spinesplitter), in a
  three-player game, one opponent dealt damage;
- 108.4: "the number of opponents who control more lands than you" (Priest of the Blessed
  Graf), one opponent with more lands, one with fewer;
- 202.3: "for each different mana value among nonland permanents you control" (Lunar
  Insight): equal mana values count once, a land doesn't count;
- 205.3m: "the greatest number of creatures you control that have a creature type in common"
  (Basalt Ravager): a changeling counts for every type (702.73a).
"""

from __future__ import annotations

import pytest


def test_120_3_furious_spinesplitter_one_counter_per_opponent_dealt_damage(solve) -> None:
    out = solve("""
        name: Furious Spinesplitter
        players: [Alice, Bob, Carol]
        battlefield: [{card: Furious Spinesplitter, as: spine}]
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [Bob]}
          - {pass: {to: end}}
        expect:
          spine: {counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


def test_108_4_priest_of_the_blessed_graf_counts_opponents_with_more_lands(solve) -> None:
    """Alice has two lands, Bob three, Carol one: one Spirit."""
    out = solve("""
        name: Priest of the Blessed Graf
        players: [Alice, Bob, Carol]
        battlefield:
          - {card: Priest of the Blessed Graf}
          - {card: Plains}
          - {card: Plains}
          - {card: Forest, controller: Bob}
          - {card: Forest, controller: Bob}
          - {card: Forest, controller: Bob}
          - {card: Island, controller: Carol}
        actions:
          - {pass: {to: end}}
    """)
    assert out.passed, out.failures
    game = out.game
    spirits = [o for o in game.state.battlefield() if game.name_of(o) == "Spirit Token"]
    assert len(spirits) == 1


def test_202_3_lunar_insight_draws_one_card_per_different_mana_value(solve) -> None:
    """Savannah Lions and Llanowar Elves (1), Grizzly Bears (2), Hill Giant (4) and a Forest
    (a land, not counted): three mana values, three cards."""
    out = solve("""
        name: Lunar Insight
        battlefield: [Savannah Lions, Llanowar Elves, Grizzly Bears, Hill Giant, Forest]
        library: {Alice: [Island, Island, Island, Island, Island]}
        hand: {Alice: [Lunar Insight]}
        actions:
          - {cast: Lunar Insight}
        expect:
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("board", "life"), [
    # Basalt Ravager (Giant Wizard) and two Hill Giants: three Giants (the Bears is alone)
    ("[Hill Giant, Hill Giant, Grizzly Bears]", 17),
    # a changeling is every creature type (702.73a): a fourth Giant
    ("[Hill Giant, Hill Giant, Grizzly Bears, Changeling Outcast]", 16),
    # Bob's Giants aren't Alice's
    ("[{card: Hill Giant, controller: Bob}, Grizzly Bears]", 19),
])
def test_205_3m_basalt_ravager_greatest_number_sharing_a_creature_type(solve, board: str,
                                                                      life: int) -> None:
    out = solve(f"""
        name: Basalt Ravager
        battlefield: {board}
        actions:
          - {{enter: {{card: Basalt Ravager}}, choices: {{target: Bob}}}}
        expect:
          player Bob: {{life: {life}}}
    """)
    assert out.passed, out.failures
