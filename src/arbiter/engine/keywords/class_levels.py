"""716: Class cards and their class level bars.

716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N.
Activate only if this Class is level N-1 and only as a sorcery" and "As long as this Class
is level N or greater, it has [abilities]." The compiler builds the two abilities
(`compiler.class_levels`); this module holds what the engine does with them: the level as a
designation of the permanent (716.2b: kept even if it stops being a Class, not copiable, gone
when it leaves the battlefield, 400.7), recorded in its `choices` under `LEVEL`; a permanent
without a level is level 1 (716.2d); and the event "this Class becomes level N" (603.2)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.costs import ManaPayment
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.objects import GameObject

#: The key of a permanent's class level among its `choices` (716.2b).
LEVEL = "class_level"


def level_of(obj: GameObject) -> int:
    """716.2d: a permanent that doesn't have a level is treated as though its level is 1."""
    return int(obj.choices.get(LEVEL, 1))


@dataclass(frozen=True)
class ClassLevelAtLeast(Condition):
    """716.2a: "As long as this Class is level N or greater" (the static half of a level
    bar); `exactly`: "Activate only if this Class is level N" (the activated half)."""

    n: int = 2
    exactly: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if ctx.source is None:
            return False
        obj = view.state.objects[ctx.source]
        if obj.zone != "battlefield":
            return False
        level = level_of(obj)
        return level == self.n if self.exactly else level >= self.n


@dataclass(frozen=True)
class BecomeLevel(Instruction):
    """716.2a: "This Class's level becomes N." """

    n: int = 2


def event_kind(n: int) -> str:
    """The event of a permanent becoming level N (603.2: "When this Class becomes level N")."""
    return f"becomes_class_level_{n}"


def becomes_level(n: int) -> Trigger:
    """The trigger condition "When this Class becomes level N"."""
    return Trigger(event_kind(n), "self")


@cache
def level_bar(cost: str, n: int, text: str) -> ActivatedAbility:
    """716.2a: the activated ability of the class level bar "[cost]: Level N"."""
    return ActivatedAbility(text=text, cost=(ManaPayment(cost),), sorcery_speed=True,
                            condition=ClassLevelAtLeast(n - 1, exactly=True),
                            instructions=(BecomeLevel(n),))


def do_become_level(r: Resolution, step: BecomeLevel) -> None:
    """The resolution of a level bar's ability: its source, if it is still the same
    permanent on the battlefield (400.7), becomes level N (716.2a)."""
    g, oid = r.game, r.item.source
    obj = g.state.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or level_of(obj) == step.n:
        return
    obj.choices[LEVEL] = step.n
    g.log(f"{g.name_of(oid)} becomes level {step.n}")
    g.emit(Event(event_kind(step.n), oid))
    g.state.touch()
