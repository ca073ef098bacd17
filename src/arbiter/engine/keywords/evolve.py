"""Evolve (702.100).

702.100a: "Evolve" means "Whenever a creature you control enters, if that creature's power
is greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature." 702.100b: a creature "evolves"
when one or more +1/+1 counters are put on it as a result of its evolve ability resolving.
702.100c: a creature can't have a greater power or toughness than a noncreature permanent.
702.100d: each instance triggers separately.

The intervening "if" (603.4) compares the entering creature with this one. As the ability
triggers it is part of what the trigger looks for (`Bigger`, matched against the entering
creature with this permanent as the source, 603.2); as it resolves it is checked again
(`Evolve`): with the entering creature's last known power and toughness if it has left the
battlefield (608.2h), and not at all if this permanent has left or isn't a creature
(702.100c), in which case the ability does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView

#: 702.100b: the event of a creature evolving (obj: the creature).
EVOLVES = "evolves"


def greater(entered: Characteristics, this: Characteristics) -> bool:
    """702.100a / 702.100c: is the entering creature's power greater than this creature's
    power and/or its toughness greater than this creature's toughness? Both must be
    creatures."""
    if "Creature" not in entered.types or "Creature" not in this.types:
        return False
    return (entered.power or 0) > (this.power or 0) or \
        (entered.toughness or 0) > (this.toughness or 0)


@dataclass(frozen=True)
class Bigger(s.Selector):
    """702.100a's intervening "if" as the trigger looks at the entering creature (the
    trigger's source is "this creature")."""

    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        src = ctx.source
        if src is None or src not in view.chars or oid not in view.chars:
            return False
        return greater(view.chars[oid], view.chars[src])


@dataclass(frozen=True)
class Evolve(Instruction):
    """702.100a: "if that creature's power is greater than this creature's power and/or
    that creature's toughness is greater than this creature's toughness, put a +1/+1 counter
    on this creature" (checked again as the ability resolves, 603.4)."""


#: "Whenever a creature you control enters" (603.6a), if it is bigger (603.4).
_TRIGGER = Trigger("enters", "any", selector=s.And((s.IsType("Creature"), s.YOURS, Bigger())))


@cache
def evolve_ability() -> TriggeredAbility:
    """702.100a: the triggered ability "Evolve" stands for."""
    return TriggeredAbility(
        text="Whenever a creature you control enters, if that creature's power is greater "
             "than this creature's power and/or that creature's toughness is greater than "
             "this creature's toughness, put a +1/+1 counter on this creature.",
        trigger=_TRIGGER, instructions=(Evolve(),))


def do_evolve(r: Resolution, step: Evolve) -> None:
    """603.4: the comparison again, now; then the counter, and the creature evolves
    (702.100b)."""
    g, src = r.game, r.item.source
    entered = r.item.choices.get("event_obj")
    if g.obj(src).zone != "battlefield" or entered is None:
        return  # this creature has left: a new object (400.7)
    chars = g.layers().chars
    if g.obj(entered).zone == "battlefield" and entered in chars:
        them = chars[entered]
    elif entered in g.lki:
        them = g.lki[entered]  # 608.2h: as it last existed on the battlefield
    else:
        return
    if not greater(them, chars[src]):
        g.log(f"{g.name_of(src)}'s evolve does nothing: the creature isn't bigger (603.4)")
        return
    g.put_counters(src, "+1/+1", 1)
    g.emit(Event(EVOLVES, src, player=r.item.controller))
    g.log(f"{g.name_of(src)} evolves (702.100b)")


__all__ = ["EVOLVES", "Bigger", "Evolve", "do_evolve", "evolve_ability", "greater"]
