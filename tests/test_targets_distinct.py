"""115.3: the same object can't be chosen more than once for one instance of the word
"target" ("up to two target creatures" means two different creatures)."""

from __future__ import annotations

import pytest
from conftest import obj_id
from test_compiler_mid_d import cast

from arbiter.engine.casting import spells
from arbiter.errors import IllegalActionError


def test_115_3_feeling_of_dread_cant_target_the_same_creature_twice(board) -> None:
    """An illegal choice raises and leaves the game as it was; two different creatures are
    both tapped."""
    game = board("""
        name: dread
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob},
                      {card: Grizzly Bears, as: other, controller: Bob}]
        hand: {Alice: [{card: Feeling of Dread, as: do}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    bears, spell = obj_id(game, "bears"), obj_id(game, "do")
    before = game.state.version
    with pytest.raises(IllegalActionError, match="115.3"):
        spells.cast(game, spell, 0, [bears, bears], {})
    assert game.obj(spell).zone == "hand" and not game.state.stack_items
    assert game.state.version == before
    cast(game, "do", ["bears", "other"])
    assert all(game.obj(obj_id(game, a)).tapped for a in ("bears", "other"))


def test_400_7j_ghostly_flicker_returns_both_cards(board) -> None:
    """"Exile two target artifacts, creatures, and/or lands you control, then return those
    cards to the battlefield under your control": each
    exiled card is found in exile (400.7j) and returns as a new permanent."""
    game = board("""
        name: flicker
        battlefield: [{card: Grizzly Bears, as: a, counters: {+1/+1: 1}},
                      {card: Serra Angel, as: b}]
        hand: {Alice: [{card: Ghostly Flicker, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    old = {obj_id(game, "a"), obj_id(game, "b")}
    cast(game, "d", ["a", "b"])
    new = {obj_id(game, "a"), obj_id(game, "b")}
    assert not old & new
    assert all(game.obj(o).zone == "battlefield" for o in new)
    assert game.obj(obj_id(game, "a")).counters == {}  # 400.7: a new object


def test_115_3_ghostly_flicker_needs_two_different_targets(board) -> None:
    game = board("""
        name: flicker twice
        battlefield: [{card: Grizzly Bears, as: a}]
        hand: {Alice: [{card: Ghostly Flicker, as: d}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    a = obj_id(game, "a")
    with pytest.raises(IllegalActionError, match="115.3"):
        spells.cast(game, obj_id(game, "d"), 0, [a, a], {})
    assert game.obj(a).zone == "battlefield" and not game.state.stack_items
