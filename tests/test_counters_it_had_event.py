"""603.10a, 608.2h: "if it had counters on it, put its (those) counters on ...": the
counters the permanent that left the battlefield had as it last existed there, put on the
named permanent as new counters (122.6). Played through the real engine."""

from __future__ import annotations

from conftest import chars_of

from arbiter.compiler.lines import compile_line
from arbiter.engine.counters_it_had import PutCountersItHad
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility


def test_603_10a_iron_apprentice_puts_those_counters_on_target_creature(solve) -> None:
    """Iron Apprentice (0/0, entered with a +1/+1 counter, then got two more) dies to
    Lightning Bolt: the Bears get its three +1/+1 counters (5/5)."""
    out = solve("""
        name: iron apprentice
        battlefield:
          - {card: Iron Apprentice, as: apprentice, counters: {+1/+1: 2}}
          - {card: Grizzly Bears, as: bears}
        hand: {Bob: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [apprentice]}
        expect:
          apprentice: {zone: graveyard}
          bears: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


def test_603_10a_buzzard_wasp_colony_gets_another_creatures_counters(solve) -> None:
    """Another creature Alice controls dies with a +1/+1 counter: Buzzard-Wasp Colony (2/2)
    gets it (3/3); the Elves had none, and give none."""
    out = solve("""
        name: buzzard-wasp
        battlefield:
          - {card: Buzzard-Wasp Colony, as: colony}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
          - {card: Llanowar Elves, as: elves}
        hand: {Bob: [Lightning Bolt, Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [elves]}
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          elves: {zone: graveyard}
    """)
    assert out.passed, out.failures
    colony = chars_of(out, "colony")
    assert (colony.power, colony.toughness) == (3, 3)


def test_603_10a_its_counters_only_after_a_leaving_event() -> None:
    """"its counters" after an event where nothing left the battlefield stays unread."""
    (ab,) = compile_line("Whenever another creature you control dies, if it had counters on "
                         "it, put its counters on this creature.", "Buzzard-Wasp Colony")
    assert isinstance(ab, TriggeredAbility)
    assert ab.instructions == (PutCountersItHad(ab.instructions[0].onto, of_event=True),)
    (near,) = compile_line("Whenever another creature you control attacks, put its counters "
                           "on this creature.", "Buzzard-Wasp Colony")
    assert isinstance(near, UnsupportedAbility)
