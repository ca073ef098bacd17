"""115.1, 601.2c: a target requirement read in a clause, not yet numbered (`refs.Pending`;
`refs.bind` gives it its slot), described as in mid-sentence ("target creature")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.compiler.grammar.refs import Pending

if TYPE_CHECKING:
    from arbiter.rules.instructions.references import TargetSpec


def pending(spec: TargetSpec) -> Pending:
    """`spec` as a pending target, its description lower-cased as mid-sentence."""
    d = spec.description
    return Pending(replace(spec, description=d[:1].lower() + d[1:]))


__all__ = ["pending"]
