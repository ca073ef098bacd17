"""111.10: the predefined tokens ("create a Map token", "create two Walker tokens"): each has
the characteristics the rules give it; 106.6: a Powerstone's mana can't be spent to cast a
nonartifact spell (it may cast an artifact spell). A predefined token the engine doesn't
define, or whose text isn't read, leaves the line creating it unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.grammar.token_text import token_text_read
from arbiter.compiler.grammar.tokens import PREDEFINED
from arbiter.engine.zones.tokens import PREDEFINED as ENGINE_PREDEFINED


def _tokens(game, subtype: str) -> list[int]:
    return [o for o in game.state.battlefield() if subtype in game.chars(o).subtypes]


@pytest.mark.parametrize("name", PREDEFINED)
def test_111_10_every_predefined_token_read_is_defined_and_read(name: str) -> None:
    token = ENGINE_PREDEFINED[name.lower()]
    assert token_text_read(token)


def test_111_10h_argothian_opportunist_makes_a_tapped_powerstone(board) -> None:
    game = board("""
        name: Argothian Opportunist
        hand: {Alice: [Argothian Opportunist]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Argothian Opportunist}
    """)
    [stone] = _tokens(game, "Powerstone")
    ch = game.chars(stone)
    assert set(ch.types) == {"Artifact"} and ch.colors == frozenset()
    assert game.obj(stone).tapped


def test_106_6_powerstone_mana_casts_an_artifact_spell_not_a_creature_spell(board) -> None:
    """A Powerstone and a Forest: Grizzly Bears ({1}{G}) can't be paid, Sol Ring ({1}) can."""
    game = board("""
        name: Powerstone mana
        battlefield: [{token: Powerstone}, Forest]
        hand: {Alice: [Grizzly Bears, Sol Ring]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Grizzly Bears, pay: true, refused: "can't pay"}
          - {cast: Sol Ring, pay: true}
    """)
    names = [game.chars(o).name for o in game.state.battlefield()]
    assert "Sol Ring" in names and "Grizzly Bears" not in names


def test_111_10s_cartographers_companion_makes_a_map(board) -> None:
    game = board("""
        name: Cartographer's Companion
        hand: {Alice: [Cartographer's Companion]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Cartographer's Companion}
    """)
    [map_] = _tokens(game, "Map")
    ch = game.chars(map_)
    assert set(ch.types) == {"Artifact"} and not game.obj(map_).tapped
    assert len(ch.abilities) == 1


def test_111_10d_daryl_gives_the_opponent_three_walkers(board) -> None:
    """'target opponent creates three Walker tokens': Bob's 2/2 black Zombies named Walker."""
    game = board("""
        name: Daryl
        battlefield: [{card: "Daryl, Hunter of Walkers", as: daryl}]
        library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
        actions:
          - {pass: next_turn}
          - {pass: next_turn}
    """)
    walkers = _tokens(game, "Zombie")
    assert len(walkers) == 3
    for w in walkers:
        ch = game.chars(w)
        assert (ch.name, ch.power, ch.toughness) == ("Walker", 2, 2)
        assert {c.name.lower() for c in ch.colors} == {"black"}
        assert game.controller_of(w) == 1
    assert obj_id(game, "daryl") in game.state.battlefield()


def test_111_10c_gild_makes_a_gold_token(board) -> None:
    game = board("""
        name: Gild
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Gild]}
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - {cast: Gild, targets: [bears]}
    """)
    [gold] = _tokens(game, "Gold")
    assert game.controller_of(gold) == 0
    assert game.obj(obj_id(game, "bears")).zone != "battlefield"
