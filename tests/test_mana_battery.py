"""The Mana Batteries: "{T}, Remove any number of charge counters from this artifact: Add {G},
then add an additional {G} for each charge counter removed this way." A mana ability (605.1a:
no target, it adds mana) that resolves at once (605.3b); how many counters is chosen as the
cost is paid (601.2h, 122.8), none included. Plus the Oracle lines of real cards, read or
left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility
from arbiter.rules.instructions import AddMana

ALICE = 0


def _battery(board, counters: int):
    game = board(f"""
        name: green mana battery
        battlefield: [{{card: Green Mana Battery, as: battery, counters: {{charge: {counters}}}}}]
    """)
    return game, obj_id(game, "battery")


@pytest.mark.parametrize(("removed", "mana"), [(2, 3), (0, 1), (3, 4)])
def test_605_1a_green_mana_battery_adds_one_more_than_the_counters_removed(
        board, removed: int, mana: int) -> None:
    game, battery = _battery(board, 3)
    item = activate(game, battery, ALICE, "{T}, Remove", [], {"remove": removed})
    assert item is None and not game.state.stack_items  # 605.3b: no stack
    assert game.state.players[ALICE].mana_pool == {"G": mana}
    assert game.obj(battery).counters.get("charge", 0) == 3 - removed
    assert game.obj(battery).tapped


def test_122_8_more_counters_than_it_has_cant_be_removed(board) -> None:
    game, battery = _battery(board, 1)
    with pytest.raises(IllegalActionError):
        activate(game, battery, ALICE, "{T}, Remove", [], {"remove": 2})
    assert game.state.players[ALICE].mana_pool == {}
    assert game.obj(battery).counters == {"charge": 1} and not game.obj(battery).tapped


@pytest.mark.parametrize("color", "WUBRG")
def test_605_1a_mana_battery_lines_read(color: str) -> None:
    line = (f"{{T}}, Remove any number of charge counters from this artifact: Add {{{color}}}, "
            f"then add an additional {{{color}}} for each charge counter removed this way.")
    (ab,) = compile_line(line, "Mana Battery")
    assert isinstance(ab, ActivatedAbility) and ab.is_mana_ability
    (add,) = ab.instructions
    assert isinstance(add, AddMana) and add.symbol == color


def test_605_1a_another_kind_of_counter_than_removed_stays_unread() -> None:
    line = ("{T}, Remove any number of charge counters from this artifact: Add {G}, then add "
            "an additional {G} for each storage counter removed this way.")
    (ab,) = compile_line(line, "Test")
    assert isinstance(ab, UnsupportedAbility)
