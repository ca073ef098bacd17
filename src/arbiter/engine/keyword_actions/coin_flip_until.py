"""705.2 / 120.3: "You and target opponent each flip a coin. Mana Clash deals 1 damage to each
player whose coin comes up tails. Repeat this process until both players' coins come up heads
on the same flip." (Mana Clash).

705.2: these flips only come up heads or tails (no call, nobody wins or loses them); each coin
is fair (705.1), its side drawn from the game's seeded generator. After each pair of flips the
source deals its damage to the players whose coins came up tails, at once (one damage event,
120.4b); the process repeats, within the same resolution, until both come up heads together."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.replacement.damage import _damage_events, deal
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

_SIDES = ("heads", "tails")
#: A bound on the rounds, far beyond any real game (each round ends it with chance 1/4).
_MOST_ROUNDS = 1000


@dataclass(frozen=True)
class FlipUntilBothHeads(Instruction):
    """You and `opponent` each flip a coin; the source deals `damage` to each player whose
    coin came up tails; repeated until both come up heads on the same flip."""

    opponent: Any = None
    damage: int = 1


def do_flip_until_both_heads(r: Resolution, step: FlipUntilBothHeads) -> None:
    g, you, src = r.game, r.item.controller, r.item.source
    found = [p[1] if isinstance(p, tuple) else p for p in r.ref(step.opponent)]
    if not found:
        return  # 608.2b: the target opponent is gone
    flippers = [you, found[0]]
    for _ in range(_MOST_ROUNDS):
        sides = {p: _SIDES[rng.randrange(g.state, 2)] for p in flippers}  # 705.1
        g.log("coins: " + ", ".join(f"{g.player_name(p)} {s}" for p, s in sides.items())
              + " (705.2)")
        tails = [p for p in flippers if sides[p] == "tails"]
        if not tails:
            break
        for p in tails:
            dealt = deal(g, src, ("player", p), step.damage)
            r.dealing[src] = r.dealing.get(src, 0) + dealt
        _damage_events(r)
    g.state.touch()


__all__ = ["FlipUntilBothHeads", "do_flip_until_both_heads"]
