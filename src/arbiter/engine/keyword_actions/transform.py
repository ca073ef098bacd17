"""701.27 / 712: transforming double-faced permanents.

A transforming permanent turns over to its other face (`GameObject.face`); it is the same
object (712.18): counters, damage, attachments, choices and the effects that apply to it all
stay. It receives a new timestamp (613.7g). Its characteristics are derived from the face
that is up by the layer system (712.8d/e), so nothing else changes here.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Transform

#: 712.2 / 712.3: layouts of double-faced cards that can transform (712.4c: meld cards
#: can't).
TRANSFORMING_LAYOUTS = frozenset({"transform", "modal_dfc"})
#: 712.10: a face of these types is never transformed into.
_NONPERMANENT = frozenset({"Instant", "Sorcery"})


def _card_name(game: Game, card: str | None, token: object) -> str | None:
    if card is not None:
        return card
    return getattr(token, "card", None)  # 707.8a: a double-faced token names its card


def _can_turn(game: Game, card: str | None, token: object, face: int) -> bool:
    """712.9 / 712.4c / 712.10: represented by a double-faced card or token that isn't a meld
    card, and the other face isn't an instant or sorcery face."""
    name = _card_name(game, card, token)
    if name is None:
        return False
    record = game.catalog.record(name)
    if record.layout not in TRANSFORMING_LAYOUTS or len(record.faces) < 2:
        return False
    other = record.faces[1 - min(face, 1)]
    return not (set(other.types) & _NONPERMANENT)


def is_double_faced(game: Game, oid: int) -> bool:
    """701.27a / 712.9: whether the permanent is represented by a transforming double-faced
    card or token (a merged permanent isn't double-faced, 729.2i)."""
    obj = game.obj(oid)
    return not obj.merged and _can_turn(game, obj.card, obj.token, obj.face)


def transform(game: Game, oid: int, *, by_day_night: bool = False,
              action: str = "transform") -> bool:
    """701.27a: turn the permanent over. Returns whether it transformed.

    702.145b/e: a permanent with daybound or nightbound can't transform except due to those
    abilities (`by_day_night`). 712.15a: a face-down permanent can't transform. 729.2i: a
    merged permanent turns each of its transforming double-faced components over."""
    obj = game.obj(oid)
    if obj.zone != "battlefield" or obj.face_down is not None:
        return False
    before = game.name_of(oid)
    if not by_day_night:
        ch = game.chars(oid)
        if ch.has_keyword("daybound") or ch.has_keyword("nightbound"):
            return False  # 702.145b / 702.145e
    if obj.merged:
        turned = [dataclasses.replace(c, face=1 - c.face)
                  if _can_turn(game, c.card, c.token, c.face) else c for c in obj.merged]
        if turned == obj.merged:
            return False  # 701.27c: no double-faced component: nothing happens
        obj.merged = turned
    elif not _can_turn(game, obj.card, obj.token, obj.face):
        return False  # 701.27c / 712.9 / 712.10: nothing happens
    else:
        obj.face = 1 - obj.face
    from arbiter.engine.stack.items import STACK_ID_BASE

    obj.timestamp = game.state.new_timestamp()  # 613.7g
    obj.transformed_at = STACK_ID_BASE + game.state.next_stack_id  # for 701.27f
    game.state.touch()
    game.log(f"{before} {action}s into {game.name_of(oid)}")
    if action == "convert":
        # 701.28a-b: converting follows transforming's rules, but it is another game action:
        # abilities of transforming ("As / when ... transforms") don't apply.
        game.emit(Event("converted", oid, amount=obj.face))
        return True
    from arbiter.engine.keywords.enchant_player import as_transforms

    as_transforms(game, oid)  # 712.20: "As this permanent transforms into ~, ..."
    from arbiter.engine.replacement.as_transforms import as_transforms_copy

    as_transforms_copy(game, oid)  # 712.20: "..., it becomes a copy of ..."
    # 701.27e: "transforms into <something>" looks at the permanent right after it did.
    game.emit(Event("transformed", oid, amount=obj.face))
    return True


def transform_by(game: Game, oid: int, item: StackItem, action: str = "transform") -> bool:
    """The Transform instruction of a resolving spell or ability. 701.27f: an activated or
    triggered ability of the permanent itself transforms it only if it hasn't transformed
    since the ability was put on the stack (ids grow as stack objects are created). A delayed
    triggered ability is checked against the moment it triggered (an approximation of "since
    it was created")."""
    from arbiter.engine.stack.items import STACK_ID_BASE

    obj = game.obj(oid)
    if item.kind in ("activated", "triggered") and item.source == oid \
            and item.id >= STACK_ID_BASE and obj.transformed_at > item.id:
        game.log(f"{game.quick_name(oid)} has transformed or converted since the ability was "
                 "put on the stack; it doesn't do so again (701.27f, 701.28e)")
        return False
    return transform(game, oid, action=action)


def do_transform(r: Resolution, step: Transform) -> None:
    """701.27a: "transform <it>"."""
    for oid in r.ref(step.what):
        transform_by(r.game, oid, r.item)
