"""701.8 with 608.2d: "For each different power among creatures on the battlefield, choose a
creature with that power. Destroy each creature not chosen this way." (Celestial Judgment):
chosen as it resolves, one per power, the rest destroyed at once."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.keep_one_per_power import KeepOnePerPower
from arbiter.rules.abilities import UnsupportedAbility

_LINE = ("For each different power among creatures on the battlefield, choose a creature with "
         "that power. Destroy each creature not chosen this way.")


def test_701_8_one_survivor_per_power(solve) -> None:
    """Powers 1 (Llanowar Elves, Bob's Fyndhorn Elves), 0 (Birds of Paradise) and 2 (Grizzly
    Bears, Goblin Piker): Alice keeps Bob's Fyndhorn Elves and the Piker, and the Birds, the
    only 0; Llanowar Elves and the Bears are destroyed."""
    out = solve("""
        name: one per power
        battlefield:
          - {card: Llanowar Elves, as: elves}
          - {card: Fyndhorn Elves, controller: Bob, as: fyndhorn}
          - {card: Birds of Paradise, as: birds}
          - {card: Grizzly Bears, as: bears}
          - {card: Goblin Piker, as: piker}
        hand: {Alice: [Celestial Judgment]}
        choices: [fyndhorn, piker]
        actions:
          - {cast: Celestial Judgment}
        expect:
          fyndhorn: {zone: battlefield}
          birds: {zone: battlefield}
          piker: {zone: battlefield}
          elves: {zone: graveyard}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_8_keep_one_per_power_line() -> None:
    (ability,) = compile_line(_LINE, "Celestial Judgment", spell=True)
    assert [type(s) for s in ability.instructions] == [KeepOnePerPower]


def test_701_8_different_nouns_stay_unread() -> None:
    (ability,) = compile_line(_LINE.replace("Destroy each creature", "Destroy each land"),
                              "Card", spell=True)
    assert isinstance(ability, UnsupportedAbility)
