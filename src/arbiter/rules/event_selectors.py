"""Selectors that name an object or player by what happened earlier in the game or in the
event that triggered an ability:

    a creature dealt damage by ~ this turn               (Sengir Vampire; 120.1, 603.2)
    target creature that player controls                 (the player of the trigger event)
    target creature card from that player's graveyard    (a card that player owns)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.selectors import And, Not, Or, Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: `GameObject.choices` key: (turn number, source) for each time the object was dealt damage.
DAMAGED_BY = "dealt_damage_by"


def record_damage(obj: Any, source: int, turn: int) -> None:
    """120.1: `source` dealt damage to the permanent `obj` during turn `turn` (kept on the
    object: an object that changes zones is a new one, 400.7, with no such history)."""
    entry = (turn, source)
    history = obj.choices.setdefault(DAMAGED_BY, [])
    if entry not in history:
        history.append(entry)


@dataclass(frozen=True)
class DealtDamageBySourceThisTurn(Selector):
    """"<creature> dealt damage by ~ this turn": the source (this very object, 400.7) dealt
    damage to it during this turn. For a creature that has died the object is read as it
    last existed on the battlefield (603.10a)."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or oid not in view.state.objects:
            return False
        entry = (view.state.turn.number, src)
        return any(tuple(e) == entry
                   for e in view.state.objects[oid].choices.get(DAMAGED_BY, ()))


@dataclass(frozen=True)
class ControlledByEventPlayer(Selector):
    """"<object> that player controls", where "that player" is the player of the event that
    triggered the ability (the player dealt combat damage, 510.2). The compiler writes it
    unbound (`player` None); `engine.triggers.triggered` binds it to the event's player as the
    ability is put on the stack (603.3d: targets are chosen then), so the requirement is the
    same when it's checked again on resolution (608.2b). Unbound, it matches nothing.
    `owns`: "<card> from that player's graveyard" (Ink-Eyes, Servant of Oni): a card that
    player owns (404.1: a card goes to its owner's graveyard)."""

    player: int | None = None
    local = False
    owns: bool = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if self.player is None:
            return False
        if self.owns:
            return view.state.objects[oid].owner == self.player
        return view.controller(oid) == self.player


def bind_event_player(sel: Selector | None, player: int | None) -> Selector | None:
    """`sel` with each unbound `ControlledByEventPlayer` in it bound to `player`."""
    if isinstance(sel, ControlledByEventPlayer) and sel.player is None:
        return ControlledByEventPlayer(player, owns=sel.owns)
    if isinstance(sel, And | Or):
        return type(sel)(tuple(bind_event_player(p, player) for p in sel.parts))  # type: ignore[misc]
    if isinstance(sel, Not):
        return Not(bind_event_player(sel.inner, player))  # type: ignore[arg-type]
    return sel


def mentions_event_player(x: Any) -> bool:
    """Whether `x` (an instruction, a target requirement ...) uses "that player controls";
    nested abilities (quoted ones, 113.2c) are not looked into: they are read on their own."""
    from arbiter.rules.abilities import Ability
    from arbiter.rules.structure import nodes

    return any(isinstance(n, ControlledByEventPlayer)
               for n in nodes(x, into=lambda n: not isinstance(n, Ability)))
