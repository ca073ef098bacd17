"""705: flipping a coin, as data ("Flip a coin. If you win the flip, <win>. If you lose the
flip, <lose>.")."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.instructions.references import Instruction


@dataclass(frozen=True)
class FlipCoin(Instruction):
    """705.2: the ability's controller flips a coin, calling heads or tails, and wins the
    flip if the call matches; then `win` or `lose` is followed (608.2c)."""

    win: tuple[Instruction, ...] = ()
    lose: tuple[Instruction, ...] = ()
