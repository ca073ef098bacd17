"""Designations a permanent gets from its own abilities: monstrous (701.37) and renowned
(702.112). Each is a marker with no rules meaning of its own, kept until the permanent
leaves the battlefield (a new object has none, 400.7) and not copiable (701.37b, 702.112b).
It is recorded in the permanent's `choices` under its name."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.objects import GameObject

#: The event each designation's "When ~ becomes <designation>" triggers on.
EVENTS = {"monstrous": "becomes_monstrous", "renowned": "becomes_renowned"}


@dataclass(frozen=True)
class Become(Instruction):
    """701.37a "Monstrosity N": "If this permanent isn't monstrous, put N +1/+1 counters on
    it and it becomes monstrous." 702.112a renown N: the same with "renowned"."""

    designation: str = "monstrous"
    n: Any = 1  # a number, or X as announced (`rules.values.ChosenX`)


@dataclass(frozen=True)
class SourceIs(Condition):
    """"As long as ~ is monstrous" / "if ~ is renowned" (701.37b, 702.112b)."""

    designation: str = "monstrous"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        obj = view.state.objects[ctx.source]
        return obj.zone == "battlefield" and self.designation in obj.choices


@dataclass(frozen=True)
class SourceIsNot(Condition):
    """702.112a's intervening "if it isn't renowned" (603.4)."""

    designation: str = "renowned"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return not SourceIs(self.designation).holds(view, ctx)


@cache
def renown_ability(n: int) -> TriggeredAbility:
    """702.112a: "When this creature deals combat damage to a player, if it isn't renowned,
    put N +1/+1 counters on it and it becomes renowned." """
    return TriggeredAbility(
        text=f"Renown {n}", trigger=Trigger("combat_damage_to_player", "self"),
        intervening_if=SourceIsNot("renowned"), instructions=(Become("renowned", n),))


def unmarked_source(r: Resolution, designation: str) -> GameObject | None:
    """The ability's source, if it is still the same permanent on the battlefield (400.7: a
    permanent that left is a new object) and doesn't have `designation` yet; else None."""
    obj = r.game.state.objects.get(r.item.source)
    if obj is None or obj.zone != "battlefield" or designation in obj.choices:
        return None
    return obj


def mark(r: Resolution, obj: GameObject, designation: str, value: object, event: str,
         rule: str = "") -> None:
    """`obj` gets `designation` (recorded in its `choices`) and `event` happens."""
    g = r.game
    obj.choices[designation] = value
    g.log(f"{g.name_of(obj.id)} becomes {designation}" + (f" ({rule})" if rule else ""))
    g.emit(Event(event, obj.id))
    g.state.touch()


def do_become(r: Resolution, step: Become) -> None:
    """The resolution of a `Become` instruction. The ability's source must still be the same
    permanent on the battlefield (701.37b)."""
    obj = unmarked_source(r, step.designation)
    if obj is None:
        return  # 701.37a / 702.112a: already monstrous (renowned): nothing happens
    n = r.number(step.n)  # 701.37c: "Monstrosity X", X as announced (107.3a)
    r.game.put_counters(obj.id, "+1/+1", n)
    # 701.37c: X as it became monstrous
    mark(r, obj, step.designation, n, EVENTS[step.designation])
