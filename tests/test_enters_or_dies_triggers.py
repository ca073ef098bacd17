"""603.2 with 603.6a and 603.6c: "When this creature enters or dies, ..." (Mogg War Marshal),
"When this artifact enters or is put into a graveyard from the battlefield, ..." (Ichor
Wellspring), "Whenever another creature you control enters or dies, ..." (Daxos, Blessed by
the Sun): one trigger condition naming two events, triggering on each (the leaving one
looks back in time, 603.10a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_603_2_mogg_war_marshal_makes_a_goblin_entering_and_dying(solve) -> None:
    out = solve("""
        name: mogg war marshal
        hand: {Alice: [Mogg War Marshal], Bob: [Lightning Bolt]}
        actions:
          - {cast: Mogg War Marshal, as: marshal}
          - {cast: Lightning Bolt, by: Bob, targets: [marshal]}
        expect:
          marshal: {zone: graveyard}
          Goblin Token: {count: 2, power: 1, toughness: 1, controller: Alice}
    """)
    assert out.passed, out.failures


def test_603_6c_ichor_wellspring_draws_entering_and_going_to_the_graveyard(solve) -> None:
    out = solve("""
        name: ichor wellspring
        hand: {Alice: [Ichor Wellspring, Shatter]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Ichor Wellspring, as: spring}
          - {cast: Shatter, targets: [spring]}
        expect:
          spring: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_603_10a_daxos_sees_another_creature_enter_and_die(solve) -> None:
    """Daxos, Blessed by the Sun: Grizzly Bears enters (1 life), then dies (1 more)."""
    out = solve("""
        name: daxos
        battlefield: [{card: "Daxos, Blessed by the Sun"}]
        hand: {Alice: [Grizzly Bears], Bob: [Lightning Bolt]}
        actions:
          - {cast: Grizzly Bears, as: bears}
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


LINES = [
    ("Mogg War Marshal", "When this creature enters or dies, create a 1/1 red Goblin creature "
     "token.", ("enters", "dies")),
    ("Crow of Dark Tidings", "When this creature enters or dies, mill two cards.",
     ("enters", "dies")),
    ("Ichor Wellspring", "When this artifact enters or is put into a graveyard from the "
     "battlefield, draw a card.", ("enters", "put_into_graveyard_from_battlefield")),
    ("Daxos, Blessed by the Sun", "Whenever another creature you control enters or dies, you "
     "gain 1 life.", ("enters", "dies")),
]


@pytest.mark.parametrize(("name", "line", "events"), LINES)
def test_603_2_enters_or_dies_lines(name: str, line: str, events: tuple[str, str]) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert tuple(t.event for t in ab.trigger.any_of) == events


def test_603_2_enters_or_dies_acting_on_itself_stays_unread() -> None:
    """"return it to its owner's hand" after it died would name a new object (400.7)."""
    [ab] = compile_line("When this creature enters or dies, return it to its owner's hand.",
                        "Test Card")
    assert not isinstance(ab, TriggeredAbility)
