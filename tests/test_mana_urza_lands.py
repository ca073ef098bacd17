"""608.2c / 605.3b: "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower,
add {C}{C} instead.": the later sentence changes how much mana the first adds, the condition
checked as the mana ability resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules.conditional_amount import AmountIf


def _label(game, card: str) -> str:
    return next(str(a) for a in game.legal_actions() if str(a).startswith(f"tap {card}"))


def test_608_2c_urza_tron_assembled_makes_seven(solve) -> None:
    """Mine ({C}{C}), Power Plant ({C}{C}) and Tower ({C}{C}{C}): seven mana pays Wurmcoil
    Engine ({6}) with one left."""
    out = solve("""
        name: tron
        battlefield: [Urza's Mine, Urza's Power Plant, Urza's Tower]
        hand: {Alice: [Lumengrid Gargoyle]}
        actions:
          - {cast: Lumengrid Gargoyle, pay: true}
        expect:
          Lumengrid Gargoyle: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_608_2c_without_the_other_two_each_makes_one(board) -> None:
    game = board("""
        name: two of three
        battlefield: [Urza's Mine, Urza's Tower]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _label(game, "Urza's Mine").endswith("for {C}")
    assert _label(game, "Urza's Tower").endswith("for {C}")
    game = board("""
        name: three of three
        battlefield: [Urza's Mine, Urza's Tower, Urza's Power Plant]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _label(game, "Urza's Mine").endswith("for {C}{C}")
    assert _label(game, "Urza's Tower").endswith("for {C}{C}{C}")


def test_608_2c_an_opponents_tower_doesnt_count(board) -> None:
    game = board("""
        name: bob's tower
        battlefield:
          - Urza's Mine
          - Urza's Power Plant
          - {card: Urza's Tower, controller: Bob}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _label(game, "Urza's Mine").endswith("for {C}")


@pytest.mark.parametrize(("line", "card", "then"), [
    ("{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} "
     "instead.", "Urza's Mine", 2),
    ("{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.",
     "Urza's Power Plant", 2),
    ("{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} "
     "instead.", "Urza's Tower", 3),
])
def test_608_2c_urza_oracle_lines(line: str, card: str, then: int) -> None:
    (ab,) = compile_text(line, card)
    assert ab.is_mana_ability
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert isinstance(add.amount, AmountIf)
    assert (add.amount.then, add.amount.otherwise) == (then, 1)
