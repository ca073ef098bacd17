"""122.6: "Whenever a +1/+1 counter is put on this creature, you may draw a card." (Fathom
Mage) triggers once for each counter put, "one or more ... counters" once for the event."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def _hand(out, player: int) -> int:
    return len(out.game.state.zone_list("hand", player))


def test_122_6_fathom_mage_two_counters_two_cards(solve) -> None:
    """Two +1/+1 counters put on Fathom Mage at once: it triggers twice, Alice draws two."""
    out = solve("""
        name: fathom mage two counters
        battlefield:
          - {card: Fathom Mage, as: mage}
        library: {Alice: [Island, Island, Island]}
        choices: [null, yes, yes]  # the two triggers in either order; draw, draw
        actions:
          - {counters: {on: mage, add: {+1/+1: 2}}}
        expect:
          mage: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures
    assert _hand(out, 0) == 2


def test_122_6_fathom_mage_other_counters_trigger_nothing(solve) -> None:
    """A -1/-1 counter put on Fathom Mage (a 1/1 with a +1/+1 counter): no card."""
    out = solve("""
        name: fathom mage other counter
        battlefield:
          - {card: Fathom Mage, as: mage}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {counters: {on: mage, add: {charge: 1}}}
        expect:
          mage: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures
    assert _hand(out, 0) == 0


@pytest.mark.parametrize(("name", "line", "per_counter"), [
    ("Fathom Mage", "Whenever a +1/+1 counter is put on this creature, you may draw a card.",
     True),
    ("Bloodcrazed Hoplite", "Whenever a +1/+1 counter is put on this creature, remove a +1/+1 "
     "counter from target creature an opponent controls.", True),
    ("Herd Baloth", "Whenever one or more +1/+1 counters are put on this creature, you may "
     "create a 4/4 green Beast creature token.", False),
])
def test_122_6_oracle_lines(name: str, line: str, per_counter: bool) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert ab.trigger.counters == ("+1/+1", None)
    assert ab.trigger.per_counter is per_counter
