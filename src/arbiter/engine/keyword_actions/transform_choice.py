"""701.27a: "transform any number of <permanents> you control": as the instruction is
carried out, its controller chooses any number of the permanents they control that match
(608.2c), then each chosen one transforms. Nothing happens to one that can't (701.27c,
702.145b/e: a daybound or nightbound permanent transforms only through those abilities)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class TransformAnyNumber(Instruction):
    """"Transform any number of Human Werewolves you control" (`selector`: the permanents
    that may be chosen, controlled by the resolving ability's controller)."""

    selector: Selector | None = None


def do_transform_any_number(r: Resolution, step: TransformAnyNumber) -> None:
    """701.27a: the controller chooses any number of the matching permanents they control
    (608.2c); each chosen one transforms."""
    from arbiter.engine.keyword_actions.transform import transform_by

    g, you = r.game, r.item.controller
    view = LayerView(g.state, g.layers().chars)
    ctx = context_for(view, r.item.source, you)
    options = [o for o in g.state.battlefield() if view.chars[o].controller == you
               and (step.selector is None or step.selector.matches(view, o, ctx))]
    chosen: list[int] = []
    while len(chosen) < len(options):
        labels: list[tuple[str, Any]] = [("done", None)] + [
            (f"{g.name_of(o)}#{o}", o) for o in options if o not in chosen]
        pick = g.decide(Decision("choose_object", "transform any number: choose", you,
                                 labels, key="transform"))
        if pick is None:
            break
        if isinstance(pick, list | tuple):
            chosen.extend(p for p in pick if p in options and p not in chosen)
            break
        if pick in options and pick not in chosen:
            chosen.append(pick)
    for oid in chosen:
        transform_by(g, oid, r.item)  # 701.27a
