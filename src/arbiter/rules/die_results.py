"""706.2: "the result" of a die roll earlier in the same ability ("roll a d20. Draw cards
equal to the result.", Ancient Silver Dragon): the number the roll came up with after its
modifiers, kept by the resolution (`engine.keyword_actions.dice`). Counted by the
interpreter (`at_resolution`); read only after a roll in the same ability
(`compiler.effects.die_rolls`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: Where the resolution keeps the result of its last die roll.
DIE_RESULT = "die_result"


@dataclass(frozen=True)
class DieResult(Value):
    """706.2: the result of the roll made earlier in this resolution."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("DieResult is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        result = r.chosen.get(DIE_RESULT)
        if result is None:
            raise UnsupportedTextError(r.item.source_name, "the result (no die was rolled "
                                       "before)")
        return int(result)

    def __str__(self) -> str:
        return "the result"


__all__ = ["DIE_RESULT", "DieResult"]
