"""Choosing the face of a card with two sets of characteristics as it is cast or played.

- 712.11b: "A player casting a modal double-faced card ... chooses which face they are casting
  before putting it onto the stack"; 712.11c: only that face is evaluated to see if it can be
  cast; 712.8f: on the stack it has only that face's characteristics, and 712.13: it becomes a
  permanent with that face up (`engine.casting.spell_resolution`).
- 712.12: a player playing a modal double-faced card as a land chooses one of its faces that's
  a land, and it enters with that face up.
- 715.3 / 720.3: a player casting an adventurer (omen) card chooses whether to cast it normally
  or as an Adventure (Omen); 715.3a / 720.3a: only the alternative characteristics are
  evaluated; 715.3b / 720.3b: on the stack it has only those (the card's second face in the card
  data, `GameObject.face` = 1); 715.4 / 720.4: everywhere else, only its normal ones (a card
  that changes zones is a new object with its front face, 400.7).
- 715.3d: an Adventure spell that resolves is exiled instead of being put into its owner's
  graveyard, and for as long as it remains exiled its controller may play it, but not cast it
  as an Adventure by that permission (`ON_ADVENTURE`, checked by `engine.casting.impulse`).
- 720.3d: an Omen spell that resolves is shuffled into its owner's library instead.

The choice is made before the card moves (like a split card's half, 709.3): the legal
actions carry it (`PriorityAction.face`), a scenario gives `choices: {face: 1}` or the face's
name, and without one the front face is cast (712.11: "cast with its front face up by
default").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.cards.database import CardRecord
    from arbiter.engine.game import Game

#: The layouts whose second face is chosen as the card is cast (712.11b, 715.3, 720.3).
CHOSEN_FACE_LAYOUTS = frozenset({"modal_dfc", "adventure"})
#: 715.3d: on a card exiled by an Adventure spell's resolution: the player who may play it.
ON_ADVENTURE = "on_adventure"


def _record(game: Game, oid: int) -> CardRecord | None:
    obj = game.obj(oid)
    if obj.card is None or obj.token is not None or obj.spell_copy or obj.face_down:
        return None
    record = game.catalog.record(obj.card)
    if record.layout not in CHOSEN_FACE_LAYOUTS or len(record.faces) < 2:
        return None
    return record


def spell_faces(game: Game, oid: int) -> list[int]:
    """The faces of the card `oid` that may be cast (not lands, 305.9), the front first; []
    when the card has no face to choose."""
    record = _record(game, oid)
    if record is None:
        return []
    return [i for i, f in enumerate(record.faces) if "Land" not in f.types]


def land_faces(game: Game, oid: int) -> list[int]:
    """712.12: the faces of a modal double-faced card that are lands ([] for other cards)."""
    record = _record(game, oid)
    if record is None or record.layout != "modal_dfc":
        return []
    return [i for i, f in enumerate(record.faces) if "Land" in f.types]


def face_name(game: Game, oid: int, face: int) -> str:
    record = _record(game, oid)
    return record.faces[face].name if record is not None else game.name_of(oid)


def set_face(game: Game, oid: int, face: int) -> None:
    obj = game.obj(oid)
    if obj.face != face:
        obj.face = face
        game.state.touch()


def choose_face(game: Game, oid: int, choices: dict[str, Any], land: bool = False) -> None:
    """712.11b / 712.12 / 715.3: the face `choices["face"]` names (an index or a face's name)
    turned up on the card before it moves; nothing to do without one."""
    given = choices.get("face")
    if given is None:
        return
    record = _record(game, oid)
    if record is None:
        raise IllegalActionError(f"{game.name_of(oid)} has no face to choose (712.11b, 715.3)")
    names = [f.name for f in record.faces]
    face = names.index(given) if given in names else given
    allowed = land_faces(game, oid) if land else spell_faces(game, oid)
    if not isinstance(face, int) or face not in allowed:
        what = "played as a land (712.12)" if land else "cast (712.11b, 715.3, 305.9)"
        raise IllegalActionError(f"{record.name}: face {given!r} can't be {what}")
    set_face(game, oid, face)


def face_casts(game: Game, oid: int, player: int, alternatives: list[str | None],
               castable: Callable[[Game, int, int, str | None], bool]
               ) -> list[tuple[int, str | None, str]]:
    """712.11c / 715.3a: the faces other than the front that can be cast (with the ways of
    casting `alternatives`), each judged alone on a copy of the game: (face, way, name).
    715.3d: a card exiled on an Adventure is not cast as an Adventure by that permission."""
    out: list[tuple[int, str | None, str]] = []
    faces = [f for f in spell_faces(game, oid) if f != 0]
    if not faces or (game.obj(oid).zone == "exile" and not other_exile_permission(
            game, player, oid)):
        return out
    for face in faces:
        trial = game.clone()
        set_face(trial, oid, face)
        out += [(face, alt, face_name(game, oid, face)) for alt in alternatives
                if castable(trial, oid, player, alt)]
    return out


def other_exile_permission(game: Game, player: int, oid: int) -> bool:
    """Whether `player` may cast the exiled card by a permission other than 715.3d's."""
    from arbiter.engine.casting.impulse import permission

    return permission(game, player, oid, adventure=False) is not None


def may_play_from_adventure(game: Game, player: int, oid: int) -> bool:
    """715.3d: the card was exiled by its Adventure spell's resolution, controlled by
    `player`, and remains exiled (400.7: a new object once it leaves)."""
    obj = game.obj(oid)
    return obj.zone == "exile" and obj.choices.get(ON_ADVENTURE) == player


def after_resolving(game: Game, oid: int, controller: int, zone: str) -> bool:
    """715.3d / 720.3d: where a resolved Adventure or Omen spell goes instead of its owner's
    graveyard. True when it was moved here."""
    obj = game.obj(oid)
    record = _record(game, oid)
    if zone != "graveyard" or obj.face != 1 or record is None or record.layout != "adventure":
        return False
    subtypes = record.faces[1].subtypes
    if "Omen" in subtypes:  # 720.3d
        new = game.move(oid, "library")
        from arbiter.engine.keyword_actions.library import shuffle

        shuffle(game, obj.owner)
        return True
    if "Adventure" not in subtypes:
        return False
    new = game.move(oid, "exile")  # 715.3d
    if new is not None and new.zone == "exile":
        new.choices[ON_ADVENTURE] = controller
        game.state.touch()
    return True


__all__ = ["ON_ADVENTURE", "after_resolving", "choose_face", "face_casts", "land_faces",
           "may_play_from_adventure", "set_face", "spell_faces"]
