"""608.3f / 707.10f: a copy of a permanent spell becomes a token as it resolves.

608.3f: "If the object that's resolving is a copy of a permanent spell, it will become a
token permanent as it is put onto the battlefield in any of the steps above." 707.10f: "As
that copy resolves, it ceases being a copy of a spell and becomes a token permanent." The
token has the copiable values of the spell it was (707.2, through a layer-1a copy effect as
long as it exists), enters under the spell's controller's control with the choices made for
the spell (its X, its kicker, 707.10) and, an Aura, attached to what it targets (303.4f,
608.3c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.replacement.entering import enter
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem


def become_token(game: Game, item: StackItem) -> int:
    """The copy `item.source` leaves the stack and the token it becomes enters."""
    from arbiter.rules.copiable import CopyExceptions, CopyValues
    from arbiter.state.effects import WHILE_ATTACHED, ContinuousEffect

    oid = item.source
    values = game.layers().copiable[oid]
    name = values.name or "token"
    spell = game.obj(oid)
    game.state.remove_from_zone(oid)  # it is no longer a spell (707.10f)
    spell.zone = "left:stack"
    token = TokenDef(name, types=tuple(values.types), subtypes=tuple(values.subtypes))
    obj = game.state.add_object({"owner": item.controller, "controller": item.controller,
                                 "token": token}, "battlefield")
    game.state.effects.append(ContinuousEffect(
        key=("copy", obj.id, game.state.new_timestamp()), source=obj.id, source_name=name,
        timestamp=(obj.timestamp,), controller=item.controller,
        parts=(CopyValues(values=values, of_name=name, exceptions=CopyExceptions()),),
        locked=frozenset({obj.id}), anchor=obj.id, duration=WHILE_ATTACHED,
        label=f"{name} (a copy of a permanent spell, 707.10f)"))
    game.state.touch()
    if "Aura" in values.subtypes and item.targets and item.targets[0] is not None:
        game.attach(obj.id, item.targets[0])  # 303.4f: attached to the object it targeted
    enter(game, obj, choices=item.choices)
    return obj.id


__all__ = ["become_token"]
