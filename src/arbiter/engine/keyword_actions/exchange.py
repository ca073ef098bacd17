"""Exchanging control of two permanents (701.12a-b)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.rules import instructions as I
from arbiter.rules.parts import SetController

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExchangeControl(I.Instruction):
    """701.12b: "Exchange control of <a> and <b>"; `b` None: the two targets of one
    requirement `a` names ("two target creatures", 115.1)."""

    a: I.Ref = field(default_factory=lambda: I.Ref.target(0))
    b: I.Ref | None = field(default_factory=lambda: I.Ref.target(1))


def exchange_control(r: Resolution, step: ExchangeControl) -> None:
    """701.12a: if the entire exchange can't be completed (a target is gone or illegal,
    608.2b), no part of it occurs. 701.12b: permanents controlled by the same player: the
    exchange does nothing; otherwise each player gains control of the other's permanent,
    simultaneously (one timestamp, 613.7)."""
    g = r.game
    if step.b is None:
        both = r.ref(step.a)  # 608.2b: an illegal target is left out
        if len(both) != 2:
            return
        a, b = both[:1], both[1:]
    else:
        a, b = r.ref(step.a), r.ref(step.b)
    if len(a) != 1 or len(b) != 1 or a == b:
        return
    (x,), (y,) = a, b
    if g.obj(x).zone != "battlefield" or g.obj(y).zone != "battlefield":
        return
    cx, cy = g.chars(x).controller, g.chars(y).controller
    if cx == cy:
        return
    from arbiter.engine.stack.continuous_effects import add_resolved_effect

    ts = g.state.new_timestamp()
    for oid, player in ((x, cy), (y, cx)):
        add_resolved_effect(r, (SetController(player=player),), locked=frozenset({oid}),
                            duration="indefinite", ts=ts)
    g.log(f"{g.name_of(x)} and {g.name_of(y)} exchange controllers (701.12b)")
    g.state.touch()


def do_exchange_control(r: Resolution, step: ExchangeControl) -> None:
    """The resolution of an `ExchangeControl` instruction (701.12)."""
    exchange_control(r, step)
