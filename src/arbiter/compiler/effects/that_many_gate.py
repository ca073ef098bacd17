"""608.2c: a last check on a compiled line: "that many" names the number of things the
instruction before it acted on, so that instruction must be one whose handler counts them
(`engine.stack.counted`). Elsewhere the number read would be one an earlier instruction left
(or none), a silent wrong answer: such a line is left unread (principle 5).

    Discard any number of cards, then draw that many cards.       read (701.9 counts)
    Exile all creatures you control. Then create that many ...    read (406 counts)
    You may draw cards equal to its power. If you do, discard that many cards.   unread

"That many" in an instruction of a branch ("If you do, ...", "If ..., ...") or of a choice
made as the effect resolves counts the instruction before the branch; in the instructions
an instruction follows itself after acting ("for each card exiled this way", 608.2c) it
counts that instruction. A trigger's "that many" about its event (603.2c, 603.12) has been
made the event's amount before this check (`V.EventAmount`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.engine.stack.counted import counted
from arbiter.rules import values as V
from arbiter.rules.instructions.references import Instruction
from arbiter.rules.structure import nodes

#: The numbers counted from the instruction before (608.2c).
_THAT_MANY = (V.ThatMany, V.ThatManyPlus)


def _steps(v: Any) -> bool:
    """Whether `v` is a sequence of instructions followed in order (608.2c)."""
    return isinstance(v, tuple) and bool(v) and all(isinstance(y, Instruction) for y in v)


def _check(steps: tuple[Instruction, ...], ok: bool, kept: bool) -> None:
    """`ok`: whether the number counted is the one "that many" means before `steps`; `kept`:
    inside the instructions a counting instruction follows itself ("For each creature card
    exiled this way, each opponent loses 1 life and you gain 1 life"), where its number
    stays through the instructions that count nothing."""
    for step in steps:
        inner: list[tuple[Instruction, ...]] = []
        for f in dataclasses.fields(step):  # type: ignore[arg-type]
            v = getattr(step, f.name)
            if _steps(v):
                inner.append(v)
            elif any(isinstance(n, _THAT_MANY) for n in nodes(v)) and not ok:
                raise pp.ParseException("", 0, "'that many' after an instruction that "
                                        "doesn't count what it did")
        for seq in inner:
            _check(seq, True, True) if counted(step) else _check(seq, ok, kept)
        ok = counted(step) or (kept and ok)


def check_that_many(x: Any) -> None:
    """Raise a ParseException when an instruction sequence inside `x` (abilities, their
    modes, reflexive abilities ...) has "that many" after an instruction that doesn't count
    (608.2c)."""
    if not any(isinstance(n, _THAT_MANY) for n in nodes(x)):
        return
    for n in nodes(x, into=lambda node: not _steps(node)):
        if _steps(n):
            _check(n, False, False)


__all__ = ["check_that_many"]
