"""701.20e, 701.9b: "Look at target player's hand and choose two cards from it. That player
discards those cards." (Extortion, Mind Warp, Thrull Surgeon, Cracked Skull).

701.20e: looking shows the cards of that hand to the resolving spell's or ability's
controller alone (nothing moves; the observation a player is given doesn't record them).
701.9b: the controller, not the discarding player, chooses the cards: `n` of them matching
`selector` (all there are when the hand holds fewer), "up to" N or "you may choose" any
number down to none. 701.9a: then that player discards them, at once. "That many": how many
were discarded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.discard import discard
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class LookChooseDiscard(Instruction):
    """Look at `who`'s hand; the controller chooses `n` cards (matching `selector`) from it,
    up to `n` if `up_to`; that player discards them."""

    who: Any = None
    n: Any = 1
    up_to: bool = False
    selector: Selector | None = None


def do_look_choose_discard(r: Resolution, step: LookChooseDiscard) -> None:
    g, you = r.game, r.item.controller
    r.count, r.did = 0, False
    for p in r.players(step.who):
        g.log(f"{g.player_name(you)} looks at {g.player_name(p)}'s hand (701.20e)")
        n = r.number(step.n)
        view, ctx = r.view_context()
        left = [o for o in g.state.zone_list("hand", p) if step.selector is None
                or (o in view.chars and step.selector.matches(view, o, ctx))]
        picks: list[int] = []
        while left and len(picks) < n:
            if not step.up_to and len(left) <= n - len(picks):
                picks.extend(left)  # 701.9b: no choice left, every such card
                break
            options: list[tuple[str, int | None]] = [(f"{g.quick_name(o)}#{o}", o)
                                                     for o in left]
            if step.up_to:
                options.append(("done", None))
            pick = g.decide(Decision("choose_card", f"choose a card from {g.player_name(p)}'s "
                                     f"hand to discard ({len(picks) + 1} of "
                                     f"{'up to ' if step.up_to else ''}{n})", you, options,
                                     optional=step.up_to, key="discard"))
            if pick is None:
                break
            if isinstance(pick, list):  # the cards chosen at once
                if len(pick) > n - len(picks) or any(x not in left for x in pick):
                    raise IllegalActionError(f"choose at most {n - len(picks)} different "
                                             "cards of those offered")
                picks.extend(pick)
                left = [o for o in left if o not in pick]
                if step.up_to:
                    break
                continue
            picks.append(pick)
            left.remove(pick)
        for oid in picks:
            discard(g, oid, p, cause=you, by_effect=True)  # 701.9a: by this effect
            r.count += 1
    r.did = r.count > 0


__all__ = ["LookChooseDiscard", "do_look_choose_discard"]
