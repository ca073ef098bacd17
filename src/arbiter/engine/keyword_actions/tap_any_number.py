"""701.26a, 608.2d: "Tap any number of untapped creatures you control." (Harmony of Nature,
Marshaling the Troops, Devout Invocation): the controller chooses, as the spell resolves, any
number of the untapped permanents described (none included) and taps them; the next sentence
counts "each creature tapped this way" (`TappedThisWay`: the permanents it tapped)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.view import EffectContext, LayerView


#: Where the resolution keeps how many it tapped.
_KEY = "tapped_this_way"


@dataclass(frozen=True)
class TapAnyNumber(Instruction):
    """701.26a: the controller taps any number of untapped permanents `selector` matches."""

    selector: Any = None


@dataclass(frozen=True)
class TappedThisWay(Value):
    """The number of permanents tapped this way; `bound`: read right after "Tap any number of
    ..." (elsewhere the line is left unread, `compiler.unbound`)."""

    bound: bool = False
    local = False

    def bound_ok(self) -> bool:
        return self.bound

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("TappedThisWay is counted by the interpreter as it resolves")

    def at_resolution(self, r: Any) -> int:
        return int(r.chosen.get(_KEY, 0))

    def __str__(self) -> str:
        return "the number of permanents tapped this way"


def do_tap_any_number(r: Resolution, step: TapAnyNumber) -> None:
    g, you = r.game, r.item.controller
    view, ctx = r.view_context()
    options = [oid for oid in g.state.battlefield()
               if not g.obj(oid).tapped and step.selector.matches(view, oid, ctx)]
    chosen: list[int] = []
    while options:
        pick = g.decide(Decision(
            "tap", "tap any number more (done to stop)", you,
            [*((f"{g.name_of(o)}#{o}", o) for o in options), ("done", None)], optional=True,
            key="tap"))
        if pick is None:
            break
        chosen.append(pick)
        options.remove(pick)
    from arbiter.engine.keyword_actions.tap import tap

    for oid in chosen:
        tap(g, oid)  # 701.26a
    r.count = r.chosen[_KEY] = len(chosen)
    if chosen:
        g.state.touch()
        g.log(f"{g.player_name(you)} taps {', '.join(g.name_of(o) for o in chosen)}")


__all__ = ["TapAnyNumber", "TappedThisWay", "do_tap_any_number"]
