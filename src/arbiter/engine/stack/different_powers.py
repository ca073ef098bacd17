"""608.2d: "choose any number of creatures with different powers" (Sigardian Zealot, Sigarda's
Vanguard): creatures have different powers when each one's power differs from all the others'
(a 1/1, a 2/1 and a 3/1; one creature alone is a valid choice: the release notes). Nothing is
targeted; the player chooses as the ability resolves, one creature at a time (each pick rules
out the others with its power) or all at once, then the effect that follows ("Each of them
gets +X/+X and gains vigilance until end of turn") applies to the chosen set, locked now
(611.2c) with its numbers fixed (608.2h)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.stack.continuous_effects import add_resolved_effect, bind_part
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class ChooseDifferentPowers(Instruction):
    """Choose any number of objects matching `selector` with different powers; they get the
    continuous effect `parts` for `duration`."""

    selector: Selector | None = None
    parts: tuple[Any, ...] = ()
    duration: str = "end_of_turn"


def do_choose_different_powers(r: Resolution, step: ChooseDifferentPowers) -> None:
    g = r.game
    if step.selector is None:
        return
    chars = g.layers().chars
    left = list(r.matching(step.selector))
    chosen: list[int] = []
    while left:
        pick: Any = g.decide(Decision(
            "choose_object", f"{r.item.source_name}: choose creatures with different powers "
            "(or done)", r.item.controller,
            [*((f"{g.name_of(o)}#{o}", o) for o in left), ("done", None)], optional=True,
            key="different_powers"))
        if pick is None:
            break
        for p in pick if isinstance(pick, list) else [pick]:
            if p not in left:
                raise IllegalActionError(f"{g.name_of(p) if isinstance(p, int) else p}: "
                                         "not a creature with a power different from the "
                                         "others chosen")
            chosen.append(p)
            left = [o for o in left if (chars[o].power or 0) != (chars[p].power or 0)]
        if isinstance(pick, list):
            break
    if not chosen:
        return
    locked = frozenset(chosen)
    parts = tuple(bind_part(p, r, min(locked)) for p in step.parts)
    add_resolved_effect(r, parts, locked=locked, duration=step.duration)
