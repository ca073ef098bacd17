"""701.8 with 608.2d: "For each different power among creatures on the battlefield, choose a
creature with that power. Destroy each creature not chosen this way." (Celestial Judgment).
Nothing is targeted: the choices are made as the spell resolves, one creature for each power
the creatures have then (any of those with that power, even one that wouldn't be destroyed),
and the rest are destroyed at once (603.10a: they see each other leave; the release notes of
Celestial Judgment). The powers are asked in the order the creatures are found (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.regenerate import destroy
from arbiter.engine.triggers.batches import action
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class KeepOnePerPower(Instruction):
    """Choose one object matching `selector` for each different power among them; destroy
    the others."""

    selector: Selector | None = None


def do_keep_one_per_power(r: Resolution, step: KeepOnePerPower) -> None:
    g = r.game
    if step.selector is None:
        return
    found = r.matching(step.selector)
    chars = g.layers().chars
    by_power: dict[int, list[int]] = {}
    for o in found:
        by_power.setdefault(chars[o].power or 0, []).append(o)
    chosen: set[int] = set()
    for power, group in by_power.items():
        chosen.add(g.decide(Decision(
            "choose_object", f"{r.item.source_name}: choose a creature with power {power}",
            r.item.controller, [(f"{g.name_of(o)}#{o}", o) for o in group],
            key="choose_object")))
    with action(g):  # destroyed at once (603.10a)
        for o in found:
            if o not in chosen and destroy(g, o):
                r.destroyed.append(o)  # 701.8: "destroyed this way"
