"""712.20: "As this permanent transforms into ~, it becomes a copy of a <card> exiled with
it, except ... . Put a number of +1/+1 counters on ~ equal to the number of <cards> exiled
with it." (Olag, Ludevic's Hubris), applied while the permanent transforms, not afterwards.

The permanent's controller chooses one of the cards its linked ability exiled (607.2a,
`GameObject.linked`); it becomes a copy of that card's copiable values as they are now
(707.2; later changes to the card, or its leaving exile, change nothing), with the exceptions
as part of the copying (707.9b). With no such card it copies nothing. Then it gets the
counters, one for each such card (122.6).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.abilities import ReplacementAbility
from arbiter.rules.copiable import CopyExceptions, CopyValues
from arbiter.rules.view import LayerView, context_for
from arbiter.state.effects import WHILE_ATTACHED, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KIND = "as_transforms_copy"
#: In an exception, "its name is ~": the name of the face it transforms into.
OWN_NAME = "~"


def as_transforms_copy(game: Game, oid: int) -> None:
    """712.20: apply the face's "As this permanent transforms" copy ability, if it has one."""
    ch = game.chars(oid)
    abilities = [a.ability for a in ch.abilities
                 if isinstance(a.ability, ReplacementAbility) and a.ability.kind == KIND]
    for ab in abilities:
        selector, exceptions, counter = ab.spec
        res = game.layers()
        view = LayerView(game.state, res.chars)
        ctx = context_for(view, oid, ch.controller, from_static=True)
        exiled = [o for o in sorted(res.chars) if game.obj(o).zone == "exile"
                  and selector.matches(view, o, ctx)]
        if exiled:
            pick = game.decide(Decision("choose_object", f"{ch.name}: choose what it copies "
                                        "(712.20)", ch.controller,
                                        [(game.name_of(o), o) for o in exiled], key="copy"))
            if pick not in exiled:
                from arbiter.errors import IllegalActionError

                raise IllegalActionError(f"{game.name_of(pick)} wasn't exiled with "
                                         f"{ch.name} (607.2a)")
            _become_copy(game, oid, pick, exceptions)
        if exiled:
            game.put_counters(oid, counter, len(exiled))  # 122.6: as it transforms


def _become_copy(game: Game, oid: int, pick: int, exceptions: CopyExceptions) -> None:
    """707.2 / 707.9b: a copy of `pick`'s copiable values now, with the exceptions."""
    obj = game.obj(oid)
    if exceptions.name == OWN_NAME:
        record = game.catalog.record(obj.card) if obj.card else None
        face = record.faces[obj.face].name if record is not None else game.name_of(oid)
        exceptions = dataclasses.replace(exceptions, name=face)
    res = game.layers()
    values = res.copiable[pick]
    game.state.effects.append(ContinuousEffect(
        key=("copy", oid, game.state.new_timestamp()), source=oid,
        source_name=exceptions.name or game.name_of(oid), timestamp=(obj.timestamp,),
        controller=obj.controller,
        parts=(CopyValues(values=values, exceptions=exceptions, of_name=values.name or ""),),
        locked=frozenset({oid}), anchor=oid, duration=WHILE_ATTACHED,
        label=f"{exceptions.name} (becomes a copy as it transforms, 712.20, 707.9b)"))
    obj.choices["copied"] = pick
    game.state.touch()


__all__ = ["KIND", "OWN_NAME", "as_transforms_copy"]
