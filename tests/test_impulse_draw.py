"""Impulse draw (`engine.casting.impulse`): "Exile the top card of your library. You may play that
card this turn." and Ragavan's "Until end of turn, you may cast that card." — real Oracle
lines compiled, then played with the real engine (601.3, 701.18b, 305.1-305.2b, 611.2a,
611.2c, 514.2, 400.7)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers
from arbiter.engine.turn.player_actions import perform
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules import instructions as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN

_DB = CardDatabase.bundled()
ALICE, BOB = 0, 1


def _line(name: str, starts: str, face: int = 0) -> str:
    text = _DB.get(name).faces[face].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _one(name: str, starts: str, face: int = 0):
    abilities = compile_text(_line(name, starts, face), _DB.get(name).faces[face].name)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


def _permission(how: str) -> I.CreateEffect:
    return I.CreateEffect(parts=(RulesPart("may_play", how),), affected=I.Ref.it(),
                          duration=END_OF_TURN)


@pytest.mark.parametrize(("name", "starts", "face", "who", "how"), [
    ("Geistflame Reservoir", "{1}{R}, {T}: Exile", 0, "you", "play"),
    ("Flame Channeler", "{1}, Remove a flame counter", 1, "you", "play"),
    ("Ragavan, Nimble Pilferer", "Whenever", 0, I.Ref.event_player(), "cast"),
])
def test_701_18b_exile_the_top_card_and_the_permission_to_play_it(name, starts, face, who,
                                                                   how) -> None:
    """"that card" is the card exiled (Ref.it); "play" allows a land or a spell (701.18b),
    "cast" a spell only (601.3); "that player" is the player dealt combat damage (603.2)."""
    ab = _one(name, starts, face)
    body = ab.instructions
    assert I.ExileTop(who) in body
    assert body[-1] == _permission(how)
    assert body.index(I.ExileTop(who)) == len(body) - 2


def _activate_reservoir(game) -> None:
    res = obj_id(game, "res")
    game.apply(next(a for a in game.legal_actions()
                    if str(a).startswith(f"activate Geistflame Reservoir#{res}: {{1}}{{R}}, "
                                         "{T}: Exile")))
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    while game.state.stack_items:
        game.apply("pass")


_RESERVOIR = """
    name: reservoir
    battlefield: [{card: Geistflame Reservoir, as: res}, Mountain, Mountain, Mountain,
                  Mountain]
    hand: {Alice: [{card: Forest, as: handland}]}
    library: {Alice: [{card: TOP, as: top}, Plains], Bob: [Plains, Plains]}
"""


def test_701_18b_a_land_exiled_this_way_is_played_with_the_land_play(board) -> None:
    """305.1 / 305.2: the exiled Forest may be played (the turn's land play); then the land
    in hand can't be (305.2b)."""
    game = board(_RESERVOIR.replace("TOP", "Forest"))
    _activate_reservoir(game)
    top = obj_id(game, "top")
    assert game.obj(top).zone == "exile"
    labels = [str(a) for a in game.legal_actions()]
    assert f"play Forest#{top} from exile" in labels
    game.apply(f"play Forest#{top} from exile")
    top = obj_id(game, "top")
    assert game.obj(top).zone == "battlefield" and game.controller_of(top) == ALICE
    assert game.state.turn.lands_played == 1
    assert not any(str(a).startswith("play ") for a in game.legal_actions())


def test_305_2b_no_land_play_left_no_land_from_exile(board) -> None:
    game = board(_RESERVOIR.replace("TOP", "Forest"))
    game.apply(f"play Forest#{obj_id(game, 'handland')}")
    _activate_reservoir(game)
    assert game.obj(obj_id(game, "top")).zone == "exile"
    assert not any(str(a).startswith("play ") for a in game.legal_actions())


def test_601_3_a_spell_exiled_this_way_is_cast_paying_its_cost(board) -> None:
    """The exiled Grizzly Bears is cast from exile for {1}{G} (601.2f-h): no green source,
    not offered; the permission ends with the turn (514.2)."""
    game = board(_RESERVOIR.replace("TOP", "Grizzly Bears"))
    _activate_reservoir(game)
    top = obj_id(game, "top")
    assert not any("Grizzly Bears" in str(a) for a in game.legal_actions())
    game.apply(f"play Forest#{obj_id(game, 'handland')}")
    cast = f"cast Grizzly Bears#{top} from exile"
    assert cast in [str(a) for a in game.legal_actions()]
    game.apply(cast)
    while game.pending_decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    assert game.state.stack_items[-1].source_name == "Grizzly Bears"
    assert game.obj(obj_id(game, "top")).cast_from == "exile"  # 601.2a
    game.apply("pass")
    game.apply("pass")
    assert game.obj(obj_id(game, "top")).zone == "battlefield"


def test_514_2_the_permission_ends_at_end_of_turn(board) -> None:
    from arbiter.engine.casting.impulse import permission
    from arbiter.engine.turn.steps import cleanup_actions

    game = board(_RESERVOIR.replace("TOP", "Grizzly Bears"))
    _activate_reservoir(game)
    top = obj_id(game, "top")
    assert permission(game, ALICE, top) == "play"
    assert permission(game, BOB, top) is None
    cleanup_actions(game)
    assert permission(game, ALICE, top) is None
    assert game.obj(top).zone == "exile"


def test_400_7_the_permission_is_for_that_object_in_exile_only(board) -> None:
    """The card leaves exile and comes back: a new object, no permission (400.7)."""
    from arbiter.engine.casting.impulse import permission

    game = board(_RESERVOIR.replace("TOP", "Grizzly Bears"))
    _activate_reservoir(game)
    top = obj_id(game, "top")
    new = game.move(game.move(top, "graveyard").id, "exile")
    assert permission(game, ALICE, new.id) is None


_RAGAVAN = """
    name: ragavan
    turn: {number: 2}
    battlefield: [{card: "Ragavan, Nimble Pilferer", as: rag}, Mountain, Mountain, Forest]
    library: {Alice: [Plains], Bob: [{card: TOP, as: top}, Island]}
"""


def _ragavan_connects(board, top: str):
    game = board(_RAGAVAN.replace("TOP", top))
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {obj_id(game, "rag"): ("player", BOB)})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    game.state.turn.step = "postcombat_main"
    return game


def test_ragavan_exiles_that_players_top_card_and_you_may_cast_it(board) -> None:
    """Bob is dealt 2 combat damage: Alice creates a Treasure, Bob's top card is exiled, and
    Alice may cast it (her spell; the permanent enters under her control, Bob owns it)."""
    game = _ragavan_connects(board, "Grizzly Bears")
    top = obj_id(game, "top")
    assert game.state.players[BOB].life == 18
    assert game.obj(top).zone == "exile" and game.obj(top).owner == BOB
    treasures = [o for o in game.state.battlefield() if game.quick_name(o) == "Treasure Token"]
    assert len(treasures) == 1 and game.controller_of(treasures[0]) == ALICE
    cast = next(a for a in priority_actions(game, ALICE) if a.kind == "cast")
    assert cast.obj == top and cast.label == f"cast Grizzly Bears#{top} from exile"
    assert not any(a.obj == top for a in priority_actions(game, BOB))
    perform(game, ALICE, cast)
    resolve_all(game)
    bears = obj_id(game, "top")
    assert game.obj(bears).zone == "battlefield"
    assert game.controller_of(bears) == ALICE and game.obj(bears).owner == BOB


def test_ragavan_a_land_exiled_this_way_cant_be_played(board) -> None:
    """"you may cast that card": a land can't be cast (305.9), and "cast" isn't "play"."""
    game = _ragavan_connects(board, "Island")
    top = obj_id(game, "top")
    assert game.obj(top).zone == "exile"
    assert not any(a.obj == top for a in priority_actions(game, ALICE))
    from arbiter.engine.casting.spells import cast

    with pytest.raises(IllegalActionError):
        cast(game, top, ALICE, [], {})
    assert game.obj(top).zone == "exile"


def test_ragavan_empty_library_exiles_nothing(board) -> None:
    """No card to exile: "that card" names nothing (the Treasure isn't "that card")."""
    game = board("""
        name: ragavan empty
        turn: {number: 2}
        battlefield: [{card: "Ragavan, Nimble Pilferer", as: rag}]
        library: {Alice: [Plains]}
    """)
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {obj_id(game, "rag"): ("player", BOB)})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    assert not [e for e in game.state.effects
                if any(getattr(p, "rule", "") == "may_play" for p in e.parts)]
