"""101.4 / 701.21a / 701.9a: "Each player chooses a number of lands they control equal to the
number of lands controlled by the player who controls the fewest, then sacrifices the rest.
Players discard cards and sacrifice creatures the same way." (Balance, Restore Balance,
Balancing Act).

Each part is done in turn, counted when it is done: the fewest matching permanents any player
controls (or cards any player has in hand); each player, in APNAP order (101.4), chooses that
many of theirs to keep (101.4b: knowing the earlier choices; a player with no more than that
keeps all of theirs), then every player sacrifices (discards) the rest at the same time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.discard import discard
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class KeepFewest(Instruction):
    """Each player keeps as many `selector` permanents as the player with the fewest
    controls and sacrifices the rest; `hand`: cards in hand, kept or discarded."""

    selector: Selector | None = None
    hand: bool = False


def do_keep_fewest(r: Resolution, step: KeepFewest) -> None:
    g = r.game
    players = g.apnap()
    view, ctx = r.view_context()

    def theirs(p: int) -> list[int]:
        if step.hand:
            return list(g.state.zone_list("hand", p))
        return [o for o in g.state.battlefield() if g.controller_of(o) == p
                and (step.selector is None or step.selector.matches(view, o, ctx))]

    pools = {p: theirs(p) for p in players}
    n = min((len(v) for v in pools.values()), default=0)
    what = "cards in hand" if step.hand else "permanents"
    rest: dict[int, list[int]] = {}
    for p in players:  # 101.4: APNAP order
        pool = list(pools[p])
        kept: list[int] = []
        while len(pool) > n and len(kept) < n:
            pick = g.decide(Decision(
                "choose_object", f"{r.item.source_name}: choose {what} to keep ({len(kept) + 1}"
                f" of {n}, 101.4)", p, [(f"{g.quick_name(o)}#{o}", o) for o in pool],
                key="keep"))
            pool.remove(pick)
            kept.append(pick)
        rest[p] = pool if len(pools[p]) > n else []
    for p in players:  # then all at once
        for oid in rest[p]:
            if step.hand:
                discard(g, oid, p, r.item.controller, by_effect=True)  # 701.9a
            else:
                g.sacrifice(oid)  # 701.21a
    g.state.touch()


__all__ = ["KeepFewest", "do_keep_fewest"]
