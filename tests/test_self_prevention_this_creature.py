"""615.1 / 615.5: "If damage would be dealt to this creature while it has a +1/+1 counter on
it, prevent that damage and remove <that many +1/+1 counters | a +1/+1 counter> from this
creature." (Ugin's Conjurant, Undergrowth Champion), played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Ugin's Conjurant", "If damage would be dealt to this creature while it has a +1/+1 "
     "counter on it, prevent that damage and remove that many +1/+1 counters from this "
     "creature."),
    ("Undergrowth Champion", "If damage would be dealt to this creature while it has a +1/+1 "
     "counter on it, prevent that damage and remove a +1/+1 counter from this creature."),
])
def test_615_5_self_prevention_from_this_creature_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)


def _hit(board, card: str, counters: str, spell: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: {card}
        battlefield: [{{card: {card}, controller: Bob, as: it{counters}}}]
        hand: {{Alice: [{spell}]}}
        actions:
          - {{cast: {spell}, targets: [it]}}
    """)


def test_615_5_ugins_conjurant_loses_that_many_counters(board) -> None:
    """Ugin's Conjurant (0/0) with five counters is Shocked: the 2 damage is prevented and two
    counters go; a 3/3 with no damage."""
    game = _hit(board, "Ugin's Conjurant", ", counters: {+1/+1: 5}", "Shock")
    it = game.obj(obj_id(game, "it"))
    assert it.counters.get("+1/+1") == 3 and it.damage == 0


def test_615_5_undergrowth_champion_loses_one_counter(board) -> None:
    """Undergrowth Champion (2/2) with two counters takes a Lightning Bolt: prevented, one
    counter removed."""
    game = _hit(board, "Undergrowth Champion", ", counters: {+1/+1: 2}", "Lightning Bolt")
    it = game.obj(obj_id(game, "it"))
    assert it.counters.get("+1/+1") == 1 and it.damage == 0 and it.zone == "battlefield"


def test_615_5_undergrowth_champion_without_counters_is_dealt_damage(board) -> None:
    game = _hit(board, "Undergrowth Champion", "", "Lightning Bolt")
    assert game.obj(obj_id(game, "it")).zone == "graveyard"
