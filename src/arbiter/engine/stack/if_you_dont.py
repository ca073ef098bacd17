"""118.12 / 608.2c: "You may <do something>. If you don't, <effect>." — the effect happens
if the player chose not to take the action, or couldn't (118.3: without the resources the
cost can't be paid; 701.68b: an impossible blight can't be chosen). `Resolution.did` holds
whether the optional action just before was done (`compiler.effects.recorded_actions`);
"If you do, ..." between the two (`IfDid`) doesn't change it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class IfDidNot(Instruction):
    """"If you don't, <then>": followed only if the optional action before wasn't done."""

    then: tuple[Instruction, ...] = ()


def do_if_did_not(r: Resolution, step: IfDidNot) -> None:
    if not r.did:
        r.follow(step.then)


__all__ = ["IfDidNot", "do_if_did_not"]
