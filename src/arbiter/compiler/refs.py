"""Targets and pronouns in compiled effects (115.1, 608.2b).

The grammar writes a target requirement in place as `Pending(spec)` and a pronoun ("it",
"that creature") as `Ref("pronoun")`; `bind` numbers the targets in order of appearance and
points each pronoun at the last object named before it (a target, else the source itself).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

import pyparsing as pp

from arbiter.compiler.lexicon import kws
from arbiter.engine.instructions import Ref, TargetSpec


@dataclass(frozen=True)
class Pending:
    """A target requirement not yet numbered."""

    spec: TargetSpec


PRONOUN = kws("it", "that creature", "that permanent", "that card", "them", "those creatures",
              "that player", "they").set_parse_action(lambda: Ref("pronoun"))


def bind(instructions: tuple[Any, ...], targets: list[TargetSpec],
         default: Ref | None = None) -> tuple[Any, ...]:
    """Replace `Pending` by `Ref.target(i)` (appending to `targets`) and pronouns by the last
    object named; `default` is what a pronoun means before anything is named."""
    state = {"last": default or Ref.this()}

    def walk(x: Any) -> Any:
        if isinstance(x, Pending):
            targets.append(x.spec)
            ref = Ref.target(len(targets) - 1) if x.spec.count == 1 and not x.spec.up_to \
                else Ref.all_targets(len(targets) - 1)
            if x.spec.count == 1:
                ref = Ref.target(len(targets) - 1)
            state["last"] = ref
            return ref
        if isinstance(x, Ref):
            if x.kind == "pronoun":
                return state["last"]
            if x.kind in ("this", "attached"):
                state["last"] = x
            return x
        if isinstance(x, tuple):
            return tuple(walk(y) for y in x)
        if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
                type(x).__module__.startswith("arbiter.engine.instructions"):
            changes = {f.name: walk(getattr(x, f.name)) for f in dataclasses.fields(x)}
            return dataclasses.replace(x, **changes)
        return x

    return tuple(walk(i) for i in instructions)


__all__ = ["Pending", "PRONOUN", "bind", "pp"]
