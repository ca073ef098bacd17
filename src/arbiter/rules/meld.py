"""Meld's condition (701.42, 712.4a): "if you both own and control ~ and a creature named
<name>", the intervening "if" (603.4) of a meld card's triggered ability and the "if" (608.2c)
of its activated one.

"You" is the ability's controller; "~" is the ability's source, which must still be on the
battlefield (a permanent); the other permanent is any one with that name and card type that
"you" own and control (a copy named so counts here: whether the two can meld is decided when
they are melded, 701.42b-c, `engine.keyword_actions.meld`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def own_and_control(view: LayerView, oid: int, player: int) -> bool:
    """Whether `player` both owns and controls the permanent `oid`."""
    obj = view.state.objects[oid]
    return obj.zone == "battlefield" and obj.owner == player and \
        oid in view.chars and view.controller(oid) == player


def partners(view: LayerView, source: int, player: int, name: str,
             card_type: str) -> list[int]:
    """The other permanents named `name` with type `card_type` that `player` owns and
    controls."""
    return [o for o in view.state.battlefield() if o != source
            and view.chars[o].name == name and card_type in view.chars[o].types
            and own_and_control(view, o, player)]


@dataclass(frozen=True)
class OwnAndControlPair(Condition):
    """"you both own and control ~ and a <card type> named <name>"."""

    name: str
    card_type: str

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.state.objects or \
                not own_and_control(view, src, ctx.controller):
            return False
        return bool(partners(view, src, ctx.controller, self.name, self.card_type))


__all__ = ["OwnAndControlPair", "own_and_control", "partners"]
