"""701.21a: "<player> sacrifices N permanents": a player sacrifices permanents of their own
choice. Only a player's own permanents can be sacrificed (701.21a: its controller moves it
to its owner's graveyard); a player with fewer than N sacrifices all they have. Each player
chooses theirs in APNAP order (101.4) one at a time (decision kind "sacrifice"), then all the
chosen permanents are sacrificed at the same time (one batch of events, 603.2c).

Used by annihilator (702.86a: "defending player sacrifices N permanents"). With `exile`:
"<player> exiles a creature they control" (406.3): the same choice, the permanents chosen
exiled at once instead (not a sacrifice, 701.21a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class SacrificeChosen(Instruction):
    """701.21a: each player `who` names (a player Ref such as "defending player", or
    "each_opponent", ...) sacrifices `n` permanents they control of their choice that match
    `selector` (any permanent when None)."""

    who: Any = "each_opponent"
    n: int = 1
    selector: Selector | None = None
    #: 406.3: "exiles a creature they control": exiled, not sacrificed.
    exile: bool = False


def choose_own(r: Resolution, who: Any, n: Any, selector: Selector | None,
               verb: str = "sacrifice", rule: str = "701.21a") -> list[int]:
    """608.2d, 101.4: each player `who` names chooses `n` permanents they control matching
    `selector`, in APNAP order, one at a time (decision kind `verb`); one with `n` or fewer
    chooses them all. The permanents chosen."""
    g = r.game
    players = r.players(who)
    chosen: list[int] = []
    for player in [p for p in g.apnap() if p in players]:
        view, ctx = r.view_context()
        pool = [o for o in g.state.battlefield() if g.controller_of(o) == player
                and (selector is None or selector.matches(view, o, ctx))]
        count = r.number(n)
        if len(pool) <= count:
            chosen += pool  # all of them: there's no choice to make
            continue
        for i in range(count):
            pick = g.decide(Decision(
                verb, f"{r.item.source_name}: choose a permanent to {verb} "
                f"({i + 1} of {count}, {rule})", player,
                [(f"{g.name_of(o)}#{o}", o) for o in pool], key=verb))
            pool.remove(pick)
            chosen.append(pick)
    return chosen


def do_sacrifice_chosen(r: Resolution, step: SacrificeChosen) -> None:
    """701.21a: the players choose (APNAP order, 101.4), then everything chosen is sacrificed
    at once."""
    g = r.game
    chosen = choose_own(r, step.who, step.n, step.selector)
    r.did = False
    if step.exile:
        from arbiter.engine.triggers.batches import action

        with action(g):  # 406.3: exiled at once
            for oid in chosen:
                if g.obj(oid).zone == "battlefield":
                    g.move(oid, "exile")
                    r.did = True
        return
    done = []
    for oid in chosen:
        if g.obj(oid).zone == "battlefield":
            g.sacrifice(oid)  # 701.21a
            r.did = True
            done.append(oid)
    if step.n == 1:
        # 608.2h: "that creature" after it: the one permanent sacrificed, as it last existed
        # (none: nothing to name; `compiler.grammar.stat_refs.one_sacrificed`)
        r.it = done[0] if len(done) == 1 else None


__all__ = ["SacrificeChosen", "choose_own", "do_sacrifice_chosen"]
