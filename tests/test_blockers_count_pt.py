"""509.1g-h, 608.2h: "it gets +N/+N until end of turn for each creature blocking it" (Elvish
Berserker, Gang of Elk) and "... for each creature blocking it beyond the first" (Johtull
Wurm, as rampage's count, 702.23b): the creatures blocking the affected creature, counted
once as the ability resolves. Played through real combat."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_608_2h_elvish_berserker_two_blockers(solve) -> None:
    """Elvish Berserker (1/1) is blocked by two Llanowar Elves: +2/+2 (3/3) once its trigger
    has resolved in the declare blockers step."""
    out = solve("""
        name: elvish berserker
        battlefield:
          - {card: Elvish Berserker, as: berserker}
          - {card: Llanowar Elves, controller: Bob, as: e1}
          - {card: Llanowar Elves, controller: Bob, as: e2}
        actions:
          - {attack: [berserker]}
          - {block: {e1: berserker, e2: berserker}}
        expect:
          berserker: {zone: battlefield, power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_702_23b_johtull_wurm_counts_blockers_beyond_the_first(solve) -> None:
    """Johtull Wurm (6/6) blocked by three Llanowar Elves: two beyond the first, -4/-2
    (2/4) once its trigger has resolved."""
    out = solve("""
        name: johtull wurm
        battlefield:
          - {card: Johtull Wurm, as: wurm}
          - {card: Llanowar Elves, controller: Bob, as: e1}
          - {card: Llanowar Elves, controller: Bob, as: e2}
          - {card: Llanowar Elves, controller: Bob, as: e3}
        actions:
          - {attack: [wurm]}
          - {block: {e1: wurm, e2: wurm, e3: wurm}}
        expect:
          wurm: {zone: battlefield, power: 2, toughness: 4}
    """)
    assert out.passed, out.failures


def test_509_1h_unblocked_berserker_gets_nothing(solve) -> None:
    out = solve("""
        name: berserker unblocked
        battlefield:
          - {card: Elvish Berserker, as: berserker}
        actions:
          - {attack: [berserker]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          berserker: {power: 1, toughness: 1}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a group's bonus: "blocking it" isn't each of them
    "Whenever this creature becomes blocked, creatures you control get +1/+1 until end of "
    "turn for each creature blocking it.",
])
def test_509_1g_blocking_it_with_a_group_subject_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
