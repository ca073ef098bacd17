"""701.20a, 608.2c: parley, "Each player reveals the top card of their library. For each
nonland card revealed this way, <effect>. Then each player draws a card.", played on boards:
each player's top card counts, the cards stay on top (701.20b) and are the cards drawn.

- Selvala's Charge: "... you create a 3/3 green Elephant creature token."
- Selvala's Enforcer: "When this creature enters, ... put a +1/+1 counter on this creature."
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.each_reveals_top import EachRevealsTop


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


@pytest.mark.parametrize(("alice", "bob", "elephants"), [
    ("Shock", "Forest", 1), ("Forest", "Island", 0), ("Shock", "Grizzly Bears", 2)])
def test_701_20a_selvalas_charge_counts_each_players_nonland_card(board, alice, bob,
                                                                  elephants) -> None:
    game = board(f"""
        name: Selvala's Charge
        hand: {{Alice: [Selvala's Charge]}}
        library: {{Alice: [{alice}, Swamp], Bob: [{bob}, Plains]}}
        actions:
          - {{cast: Selvala's Charge}}
    """)
    tokens = [o for o in game.state.battlefield() if game.name_of(o).startswith("Elephant")]
    assert len(tokens) == elephants
    assert all(game.state.objects[t].controller == 0 for t in tokens)
    # then each player draws a card: the card they revealed
    assert _names(game, "hand", 0) == [alice]
    assert _names(game, "hand", 1) == [bob]


def test_122_1_selvalas_enforcer_gets_a_counter_for_each_nonland_card(board) -> None:
    game = board("""
        name: Selvala's Enforcer
        hand: {Alice: [Selvala's Enforcer]}
        library: {Alice: [Shock, Swamp], Bob: [Opt, Plains]}
        actions:
          - {cast: Selvala's Enforcer}
    """)
    [enforcer] = [o for o in game.state.battlefield()
                  if game.name_of(o) == "Selvala's Enforcer"]
    assert game.state.objects[enforcer].counters.get("+1/+1") == 2
    assert game.chars(enforcer).power == 4  # a 2/2 with two counters


@pytest.mark.parametrize("line", [
    # another effect than a token or a counter: not multiplied here
    "Each player reveals the top card of their library. For each nonland card revealed "
    "this way, attacking creatures you control get +1/+1 until end of turn.",
    "Each player reveals the top card of their library. For each nonland card revealed "
    "this way, add {G} and you gain 1 life.",
    # the revealed cards named otherwise
    "Each player reveals the top card of their library. You may put the revealed cards "
    "into their owners' graveyards.",
])
def test_701_20a_each_reveals_top_other_effects_stay_unread(line) -> None:
    abilities = compile_text(line, "Some Card", spell=True) or []
    assert not any(isinstance(s, EachRevealsTop) for a in abilities
                   for s in getattr(a, "instructions", ()))
