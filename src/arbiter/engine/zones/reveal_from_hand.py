"""701.20a, 608.2d: "Reveal any number of <cards> in your hand." (Cinder Seer, Ivy Seer,
Jasmine Seer): as the ability resolves its controller chooses cards of that kind in their
hand, any number (none too), one at a time, and reveals them; they stay in the hand. The
cards revealed are kept for "the number of cards revealed this way" later in the ability
(`rules.revealed_this_way`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction
from arbiter.rules.revealed_this_way import REVEALED

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class RevealAnyNumber(Instruction):
    """The controller reveals any number of cards in their hand that `selector` matches."""

    selector: Selector | None = None


def do_reveal_any_number(r: Resolution, step: RevealAnyNumber) -> None:
    g, you = r.game, r.item.controller
    view, ctx = r.view_context()
    pool = [c for c in g.state.zone_list("hand", you) if step.selector is None
            or (c in view.chars and step.selector.matches(view, c, ctx))]
    picks: list[int] = []
    while len(picks) < len(pool):
        options = [(f"{g.quick_name(c)}#{c}", c) for c in pool if c not in picks]
        pick = g.decide(Decision("choose_object", f"reveal a card from your hand "
                                 f"({len(picks)} so far; 701.20a)", you, options,
                                 optional=True, key="reveal"))
        if isinstance(pick, list | tuple):  # several named at once
            picks += [c for c in pick if c in pool and c not in picks]
            break
        if pick is None:
            break
        picks.append(pick)
    r.chosen[REVEALED] = picks
    r.count = len(picks)
    g.log(f"{g.player_name(you)} reveals "  # 701.20a
          + (", ".join(g.quick_name(c) for c in picks) or "no cards"))


__all__ = ["RevealAnyNumber", "do_reveal_any_number"]
