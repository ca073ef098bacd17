"""601.2d: effects divided or distributed among targets as the spell is cast: "~ deals 3
damage divided as you choose among one, two, or three targets" (`DealDamageDivided`),
"Distribute two +1/+1 counters among one or two target creatures" (`DistributeCounters`),
"Prevent the next 5 damage ... to any number of targets, divided as you choose"
(`PreventNextDivided`, 615.7);
and damage divided evenly, rounded down, as the spell resolves (`DealDamageEvenly`, Fireball:
nothing is announced, 608.2b; `engine.stack.damage_evenly`).

`to` names the target slots (`Ref.slots`); the division announced as the spell was cast is in
the spell's choices under `DIVIDE` (one amount per target slot, each chosen target at least
one, 601.2d). `at_least`: how many targets must be chosen ("one or two": 1; "any number": 0).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.rules.instructions.references import Instruction, Ref
from arbiter.rules.values import ChosenX

#: The choices key of the announced division (601.2d).
DIVIDE = "divide"


@dataclass(frozen=True)
class DealDamageDivided(Instruction):
    #: The damage; `ChosenX`: the X announced as the spell was cast (107.3a, 601.2b).
    amount: int | ChosenX = 0
    to: Ref = field(default_factory=lambda: Ref.target(0))
    source: Ref = field(default_factory=Ref.this)
    at_least: int = 1


@dataclass(frozen=True)
class DistributeCounters(Instruction):
    kind: str = "+1/+1"
    amount: int = 0
    to: Ref = field(default_factory=lambda: Ref.target(0))
    at_least: int = 1


@dataclass(frozen=True)
class PreventNextDivided(Instruction):
    """615.7 / 601.2d: "Prevent the next N damage that would be dealt this turn to any number
    of targets, divided as you choose.": a shield of each target's share around it."""

    amount: int = 0
    to: Ref = field(default_factory=lambda: Ref.target(0))
    at_least: int = 1


@dataclass(frozen=True)
class DealDamageEvenly(Instruction):
    """`amount` (a number or a value such as X) divided evenly, rounded down (107.1a), among
    the targets of `to` still legal as it resolves (608.2b)."""

    source: Ref = field(default_factory=Ref.this)
    amount: Any = 0
    to: Ref = field(default_factory=lambda: Ref.slots(0, -1))
