"""611.3b / 613.4c: a second sentence of a static ability about "it", the object the first
sentence affects: "It gets +3/+1 instead as long as ..." (the first bonus applies only while
the condition doesn't hold), "If it's a Warrior, it gets +2/+1 instead.", "As long as it's
legendary, it gets an additional +2/+2." Played on boards by the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Mind Carver", "Equipped creature gets +1/+0. It gets +3/+1 instead as long as an "
                    "opponent has eight or more cards in their graveyard."),
    ("Precipitous Drop", "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as "
                         "you've completed a dungeon."),
    ("Relic Axe", "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead."),
    ("Tenza, Godo's Maul", "Equipped creature gets +1/+1. As long as it's legendary, it gets "
                           "an additional +2/+2. As long as it's red, it has trample."),
])
def test_611_3b_it_sentence_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, StaticAbility), ab


def test_611_3b_instead_needs_a_bonus_before_it() -> None:
    """"instead" replaces a power/toughness change: after a sentence granting an ability
    alone it names nothing to replace, so the line stays unread."""
    (ab,) = compile_line("Equipped creature has flying. It gets +2/+2 instead as long as "
                         "you control an artifact.", "Test Sword")
    assert isinstance(ab, UnsupportedAbility)


@pytest.mark.parametrize(("cards", "power", "toughness"), [
    (7, 3, 2),  # Grizzly Bears 2/2 + 1/0
    (8, 5, 3),  # + 3/1 instead, not + 4/1
])
def test_611_3b_mind_carver_instead_as_long_as(solve, cards: int, power: int,
                                               toughness: int) -> None:
    names = ", ".join(["Island"] * cards)
    out = solve(f"""
        name: mind carver
        battlefield:
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Mind Carver, attached_to: bears}}
        graveyard: {{Bob: [{names}]}}
        expect:
          bears: {{power: {power}, toughness: {toughness}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("creature", "power", "toughness"), [
    ("Grizzly Bears", 3, 3),  # not a Warrior: +1/+1
    ("Goblin Piker", 4, 2),  # a Goblin Warrior (2/1): +2/+1 instead
])
def test_611_3b_relic_axe_if_its_a_warrior_instead(solve, creature: str, power: int,
                                                   toughness: int) -> None:
    out = solve(f"""
        name: relic axe
        battlefield:
          - {{card: {creature}, as: wielder}}
          - {{card: Relic Axe, attached_to: wielder}}
        expect:
          wielder: {{power: {power}, toughness: {toughness}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("creature", "pt", "trample"), [
    ('"Isamaru, Hound of Konda"', 5, "lacks"),  # legendary, white: +1/+1 and +2/+2
    ("Goblin Piker", None, "has"),  # red, not legendary: 3/2 and trample
])
def test_613_4c_tenza_additional_bonus_and_trample(solve, creature: str, pt: int | None,
                                                   trample: str) -> None:
    size = f"power: {pt}, toughness: {pt}, " if pt else "power: 3, toughness: 2, "
    out = solve(f"""
        name: tenza
        battlefield:
          - {{card: {creature}, as: wielder}}
          - {{card: "Tenza, Godo's Maul", attached_to: wielder}}
        expect:
          wielder: {{{size}{trample}: [trample]}}
    """)
    assert out.passed, out.failures
