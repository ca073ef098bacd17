"""701.26b: "Untap up to four lands." — as the spell or ability resolves, its controller
chooses up to N permanents the description matches (no targets: 115.1) and untaps them.

The player picks them one at a time (decision key "untap", "done" to stop); only tapped
ones are offered, since untapping an untapped permanent does nothing (701.26b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.turn.untapping import became_untapped
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class UntapUpTo(Instruction):
    """701.26b: the controller untaps up to `n` permanents `selector` matches (judged from
    the resolving spell's or ability's point of view: "lands you control")."""

    n: int = 0
    selector: Any = None


def do_untap_up_to(r: Resolution, step: UntapUpTo) -> None:
    """701.26b: choose up to N of the matching tapped permanents, then untap them."""
    g, you = r.game, r.item.controller
    view, ctx = r.view_context()
    options = [oid for oid in g.state.battlefield()
               if g.obj(oid).tapped and step.selector.matches(view, oid, ctx)]
    chosen: list[int] = []
    while options and len(chosen) < step.n:
        pick = g.decide(Decision(
            "untap", f"untap up to {step.n - len(chosen)} more (done to stop)", you,
            [*((f"{g.name_of(o)}#{o}", o) for o in options), ("done", None)], optional=True,
            key="untap"))
        if pick is None:
            break
        chosen.append(pick)
        options.remove(pick)
    from arbiter.engine.keyword_actions.tap import untap

    untapped = [oid for oid in chosen if untap(g, oid)]  # 701.26b (122.1d: not stunned)
    if chosen:
        became_untapped(g, untapped)  # 611.2b: "for as long as ~ remains tapped" ends
        g.state.touch()
        g.log(f"{g.player_name(you)} untaps {', '.join(g.name_of(o) for o in chosen)}")


__all__ = ["UntapUpTo", "do_untap_up_to"]
