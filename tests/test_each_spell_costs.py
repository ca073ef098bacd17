"""601.2f: "Each spell you cast that's red or green costs {1} less to cast." (Goblin
Anarchomancer): the same cost reduction as "Red or green spells you cast cost {1} less to
cast." — generic mana only, for its controller's spells of those colors."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn.priority import castable
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def test_601_2f_each_spell_that_is_lines() -> None:
    (ab,) = compile_line("Each spell you cast that's red or green costs {1} less to cast.",
                         "Goblin Anarchomancer")
    assert isinstance(ab, StaticAbility)
    (ab,) = compile_line("Each spell you cast that's a Demon, Horror, or Nightmare costs {1} "
                         "less to cast.", "Ancient Cellarspawn")
    assert isinstance(ab, StaticAbility)
    # a quality the plural reading doesn't read stays unread
    (ab,) = compile_line("Each spell you cast that's your favorite costs {1} less to cast.",
                         "Goblin Anarchomancer")
    assert isinstance(ab, UnsupportedAbility)


def _castable(board, spell: str, land: str) -> bool:  # type: ignore[no-untyped-def]
    """Whether Alice, with Goblin Anarchomancer and one `land`, may cast `spell` (117.1,
    601.2f: its total cost as she would pay it)."""
    game = board(f"""
        name: goblin anarchomancer
        battlefield:
          - {{card: Goblin Anarchomancer, controller: Alice}}
          - {{card: {land}, controller: Alice}}
        hand: {{Alice: [{{card: {spell}, as: spell}}]}}
    """)
    return castable(game, obj_id(game, "spell"), 0, None)


def test_601_2f_a_green_spell_costs_one_less(board) -> None:
    """Grizzly Bears ({1}{G}) costs {G}: one Forest casts it."""
    assert _castable(board, "Grizzly Bears", "Forest")


def test_601_2f_a_blue_spell_costs_what_it_costs(board) -> None:
    """Coral Merfolk ({1}{U}, blue) still costs {1}{U}: one Island doesn't cast it."""
    assert not _castable(board, "Coral Merfolk", "Island")
