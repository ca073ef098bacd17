"""903.3 / 611.3b: "As long as you control your commander" (lieutenant, 207.2c), played
through the real engine: the static ability applies while a commander Alice owns is on the
battlefield under her control, and not for a commander she doesn't own nor one she owns but
doesn't control."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, TriggeredAbility


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Stormsurge Kraken",
     "Lieutenant \u2014 As long as you control your commander, this creature gets +2/+2 and "
     "has \"Whenever this creature becomes blocked, you may draw two cards.\"", StaticAbility),
    ("Tyrant's Familiar",
     "Lieutenant \u2014 As long as you control your commander, this creature gets +2/+2 and "
     "has \"Whenever this creature attacks, it deals 7 damage to target creature defending "
     "player controls.\"", StaticAbility),
    ("Loyal Drake",
     "Lieutenant \u2014 At the beginning of combat on your turn, if you control your "
     "commander, draw a card.", TriggeredAbility),
])
def test_903_3_you_control_your_commander_real_lines(name: str, line: str, kind: type) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, kind), ab


@pytest.mark.parametrize(("owner", "controller", "flag", "power"), [
    ("Alice", "Alice", ", commander: true", 7),  # her commander, under her control
    ("Alice", "Alice", "", 5),  # the same card, not a commander
    ("Alice", "Bob", ", commander: true", 5),  # her commander, under Bob's control
    ("Bob", "Alice", ", commander: true", 5),  # Bob's commander, under her control
])
def test_903_3_lieutenant_stormsurge_kraken(solve, owner: str, controller: str, flag: str,
                                            power: int) -> None:
    """Stormsurge Kraken (5/5) gets +2/+2 only while Alice controls a commander she owns."""
    out = solve(f"""
        name: lieutenant
        battlefield:
          - {{card: Stormsurge Kraken, as: kraken}}
          - {{card: "Isamaru, Hound of Konda", owner: {owner}, controller: {controller}{flag}}}
        expect:
          kraken: {{power: {power}, toughness: {power}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Angelic Field Marshal",
     "Lieutenant \u2014 As long as you control your commander, this creature gets +2/+2 and "
     "creatures you control have vigilance."),
    ("Thunderfoot Baloth",
     "Lieutenant \u2014 As long as you control your commander, this creature gets +2/+2 and "
     "other creatures you control get +2/+2 and have trample."),
])
def test_611_3b_one_condition_over_two_subjects_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility), ab


@pytest.mark.parametrize(("flag", "baloth", "bears", "trample"), [
    (", commander: true", 7, 4, True),
    ("", 5, 2, False),
])
def test_611_3b_thunderfoot_baloth_both_clauses_under_the_condition(
        solve, flag: str, baloth: int, bears: int, trample: bool) -> None:
    """Thunderfoot Baloth (5/5): while Alice controls her commander it gets +2/+2 and her
    other creatures get +2/+2 and have trample; without a commander neither clause applies
    (the commander itself, Isamaru 2/2, is one of those other creatures)."""
    have = "has" if trample else "lacks"
    out = solve(f"""
        name: baloth
        battlefield:
          - {{card: Thunderfoot Baloth, as: baloth}}
          - {{card: "Isamaru, Hound of Konda", as: isamaru{flag}}}
        expect:
          baloth: {{power: {baloth}, toughness: {baloth}}}
          isamaru: {{power: {bears}, toughness: {bears}, {have}: [trample]}}
    """)
    assert out.passed, out.failures
