"""701.21a / 608.2c: "Sacrifice a creature other than this creature. If you can't, this
creature deals 7 damage to you." (Lord of the Pit), "sacrifice a creature. If you can't,
sacrifice this artifact." (Eldrazi Monument).

A sacrifice an effect tells its controller to make is mandatory: it is made whenever a
permanent that can be sacrificed is there (701.21a), so "you can't" is exactly "nothing was
sacrificed" (`Resolution.did`, set by `engine.keyword_actions.sacrifice_choice`). The
instruction following it runs its `then` only in that case."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class IfCouldntSacrifice(Instruction):
    """"If you can't, <then>": right after a sacrifice the controller must make; `then` is
    followed if nothing was sacrificed."""

    then: tuple[Instruction, ...] = ()


def do_if_couldnt_sacrifice(r: Resolution, step: IfCouldntSacrifice) -> None:
    if not r.did:
        r.follow(step.then)


__all__ = ["IfCouldntSacrifice", "do_if_couldnt_sacrifice"]
