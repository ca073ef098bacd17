"""205.1b "It's still a land." after a one-shot "becomes" effect (611.2a: an activated
ability's continuous effect, until end of turn; layers 4, 5, 6, 7b, 613.1): real Oracle
lines → compiled structure, and manlands played on a board with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as I
from arbiter.rules import parts as P
from arbiter.rules.values import Const

_DB = CardDatabase.bundled()


def _line(name: str, starts: str) -> str:
    text = _DB.get(name).faces[0].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _effect(name: str, starts: str) -> I.CreateEffect:
    abilities = compile_text(_line(name, starts), _DB.get(name).faces[0].name, False)
    assert abilities is not None and len(abilities) == 1, abilities
    (effect,) = abilities[0].instructions
    assert isinstance(effect, I.CreateEffect) and effect.duration == "end_of_turn"
    return effect


@pytest.mark.parametrize(("name", "starts", "affected", "types", "pt", "colors"), [
    # 205.1b: the prior types (Land, Island) are retained; Creature and Spirit are added
    ("Genju of the Falls", "{2}:", I.Ref.attached(), P.AddTypes(
        types=frozenset({"Creature"}), subtypes=frozenset({"Spirit"})), (3, 2), {"blue"}),
    ("Treetop Village", "{1}{G}:", I.Ref.this(), P.AddTypes(
        types=frozenset({"Creature"}), subtypes=frozenset({"Ape"})), (3, 3), {"green"}),
    ("Celestial Colonnade", "{3}{W}{U}:", I.Ref.this(), P.AddTypes(
        types=frozenset({"Creature"}), subtypes=frozenset({"Elemental"})), (4, 4),
     {"white", "blue"}),
    ("Forbidding Watchtower", "{1}{W}:", I.Ref.this(), P.AddTypes(
        types=frozenset({"Creature"}), subtypes=frozenset({"Soldier"})), (1, 5), {"white"}),
    # 205.1b "[creature type] artifact creature": already additive; "still a land" agrees
    ("Mishra's Factory", "{1}:", I.Ref.this(), P.AddTypes(
        types=frozenset({"Artifact", "Creature"})), (2, 2), None),
])
def test_205_1b_becomes_until_end_of_turn_still_a_land(name, starts, affected, types, pt,
                                                      colors) -> None:
    effect = _effect(name, starts)
    assert effect.affected == affected
    assert types in effect.parts
    assert not any(isinstance(p, P.BecomeTypes) and p.types is not None for p in effect.parts)
    assert P.SetBasePT(Const(pt[0]), Const(pt[1])) in effect.parts
    if colors is not None:
        (set_colors,) = [p for p in effect.parts if isinstance(p, P.SetColors)]
        assert {c.value for c in set_colors.colors} == colors and not set_colors.add


def test_205_1b_still_a_land_follows_no_type_change_is_unread() -> None:
    """A "still a land" sentence after an effect that changes no type isn't read."""
    assert compile_text("{1}: ~ gets +1/+1 until end of turn. It's still a land.", "X",
                        False) is None


def test_205_1b_mishras_factory_animated_and_back_after_cleanup(board) -> None:
    """Mishra's Factory's {1}: a 2/2 Assembly-Worker artifact creature land until end of
    turn (205.1b: still a land); the effect ends in the cleanup step (514.2)."""
    game = board("""
        name: factory
        battlefield:
          - {card: Mishra's Factory, as: factory}
          - Plains
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - activate: {card: factory, ability: "{1}:"}
    """)
    ch = game.chars(obj_id(game, "factory"))
    assert ch.types == {"Artifact", "Creature", "Land"}
    assert "Assembly-Worker" in ch.subtypes
    assert (ch.power, ch.toughness) == (2, 2)
    from arbiter.engine.turn.steps import cleanup_actions

    cleanup_actions(game)
    ch = game.chars(obj_id(game, "factory"))
    assert ch.types == {"Land"} and not ch.subtypes
