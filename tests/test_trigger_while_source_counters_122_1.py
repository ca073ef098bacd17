"""603.2, 122.1: "Whenever <event> while this creature has a -1/-1 counter on it, ..."
(Bristlebane Battler, Reluctant Dounguard, Encumbered Reejerey): the ability triggers only if
the source has a counter of that kind as the event happens (`Trigger.only_if`); it's no
intervening "if" (603.4), so it isn't checked again as the ability resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_122_1_battler_loses_a_counter_when_another_creature_enters(solve) -> None:
    """Bristlebane Battler (6/6) enters with five -1/-1 counters; Grizzly Bears enters under
    Alice's control: the trigger removes one, four are left (a 2/2)."""
    out = solve("""
        name: battler another enters
        battlefield:
          - {card: Bristlebane Battler, as: battler}
        actions:
          - {enter: {card: Grizzly Bears}}
        expect:
          battler: {power: 2, toughness: 2, counters: {-1/-1: 4}}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_603_2_battler_without_counters_doesnt_trigger(solve) -> None:
    """No -1/-1 counter on the Battler as the Bears enter: the ability doesn't trigger (603.2).
    A -1/-1 counter put on it afterwards stays: nothing is on the stack to remove it."""
    out = solve("""
        name: battler no counter when it entered
        battlefield:
          - {card: Bristlebane Battler, as: battler}
        actions:
          - {counters: {on: battler, remove: {-1/-1: 5}}}
          - {enter: {card: Grizzly Bears}, respond: true}
          - {counters: {on: battler, add: {-1/-1: 1}}}
        expect:
          battler: {power: 5, toughness: 5, counters: {-1/-1: 1}}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_603_2_battler_trigger_isnt_checked_again_on_resolution(solve) -> None:
    """One counter as the Bears enter: the ability triggers. Before it resolves that counter is
    removed and a new one is put on: it still removes that one ("while" is no intervening
    "if", 603.4)."""
    out = solve("""
        name: battler trigger resolves anyway
        battlefield:
          - {card: Bristlebane Battler, as: battler}
        actions:
          - {counters: {on: battler, remove: {-1/-1: 4}}}
          - {enter: {card: Grizzly Bears}, respond: true}
          - {counters: {on: battler, remove: {-1/-1: 1}}, respond: true}
          - {counters: {on: battler, add: {-1/-1: 1}}}
        expect:
          battler: {power: 6, toughness: 6, counters: {}}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_122_1_reejerey_loses_a_counter_when_it_attacks(solve) -> None:
    """Encumbered Reejerey (5/4) enters with three -1/-1 counters and attacks: it becomes tapped
    (508.1f) while it has a counter, one is removed: a 3/2 deals 3."""
    out = solve("""
        name: reejerey attacks
        battlefield:
          - {card: Encumbered Reejerey, as: reejerey}
        actions:
          - {attack: [reejerey]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          reejerey: {power: 3, toughness: 2, tapped: true, counters: {-1/-1: 2}}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Some Creature", "Whenever this creature dies while it has a -1/-1 counter on it, "
     "draw a card."),
    ("Some Creature", "Whenever another creature you control enters while it has a -1/-1 "
     "counter on it, draw a card."),
])
def test_603_10a_while_counter_not_about_the_source_on_the_battlefield_stays_unread(
        name: str, line: str) -> None:
    """Its own dying (its counters as it left, 603.10a) and "it" naming another creature's
    event are not read."""
    [ab] = compile_line(line, name)
    assert not isinstance(ab, TriggeredAbility)
