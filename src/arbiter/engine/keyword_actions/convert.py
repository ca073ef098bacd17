"""Convert (701.28).

701.28a: to convert a permanent, turn it so that its other face is up, following 701.27a-f,
712.9-10 and 712.18 as transforming does (`engine.keyword_actions.transform`, with the action
"convert"). 701.28b: it is another game action than transforming (or turning face up or
down): abilities that trigger on those don't trigger on it. 701.28c-d: a permanent not
represented by a double-faced card or token, or whose other face is an instant or sorcery
face, doesn't convert. 701.28e: an ability of the permanent converts it only if it hasn't
converted or transformed since the ability was put on the stack. 701.28f: a permanent that
can't transform can't convert.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.transform import transform_by
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Convert(Instruction):
    """701.28a: "convert <permanent>"."""

    what: Ref = field(default_factory=Ref.this)


def do_convert(r: Resolution, step: Convert) -> None:
    """701.28a, 701.28e: each permanent `what` names converts."""
    for oid in r.ref(step.what):
        if isinstance(oid, int):
            transform_by(r.game, oid, r.item, action="convert")


__all__ = ["Convert", "do_convert"]
