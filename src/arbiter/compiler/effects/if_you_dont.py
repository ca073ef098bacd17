"""118.12 / 608.2c: what an optional action of yours can be followed by, beyond "If you do"
right after it (`compiler.effects.sentences`):

    At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this
    creature.                                              ("If you don't": `IfDidNot`)
    You may discard a card. If you do, draw a card. If you don't, ...   (both)
    If you control a Raccoon, you may discard a card. If you do, draw a card.
                                                           (the optional action inside "if")
    When a creature you control dies, sacrifice this enchantment. If you do, create ...
                                                           (the source sacrificed, 701.21a)

The actions are those whose doing the engine records (`compiler.effects.recorded_actions`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.compiler.effects.recorded_actions import recorded
from arbiter.engine.stack.if_you_dont import IfDidNot
from arbiter.rules.instructions import objects as I


def _action(may: I.MayDo) -> Any:
    """The optional action of a "you may" (before an "If you do" already attached)."""
    do = may.do[:-1] if may.do and isinstance(may.do[-1], I.IfDid) else may.do
    return do[-1] if do else None


def _optional(step: Any) -> bool:
    return isinstance(step, I.MayDo) and step.reflexive is None and \
        _action(step) is not None and recorded(_action(step))


def after_optional(kind: str, last: list[Any], body: list[Any]) -> list[Any] | None:
    """The sentence before (`last`, its instructions) with "If you do" / "If you don't"
    (`kind` "if_you_do" / "otherwise") attached, or None when this module doesn't read it."""
    if kind == "if_you_do" and last and isinstance(last[-1], I.Sacrifice) and \
            last[-1].what == I.Ref.this() and last[-1].by == "you":
        # 608.2c, 701.21a: "Sacrifice this enchantment. If you do, ...": only if it was
        # still a permanent you control to sacrifice (400.7: not a new object it became)
        return [*last, I.IfDid(then=tuple(body))]
    if kind == "otherwise" and len(last) == 1 and _optional(last[0]):
        return [*last, IfDidNot(then=tuple(body))]  # 118.12: "If you don't"
    if kind == "if_you_do" and len(last) == 1 and isinstance(last[0], I.If) \
            and not last[0].otherwise and last[0].then:
        may = last[0].then[-1]
        if _optional(may) and not isinstance(may.do[-1], I.IfDid):
            # 608.2c: "If <condition>, you may <x>. If you do, <y>."
            inner = dataclasses.replace(may, do=(*may.do, I.IfDid(then=tuple(body))))
            return [dataclasses.replace(last[0], then=(*last[0].then[:-1], inner))]
    return None


__all__ = ["after_optional"]
