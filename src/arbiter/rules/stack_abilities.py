"""115.1 / 701.6a: which abilities on the stack a target requirement names:

    Counter target activated ability.                                       (Squelch)
    Counter target activated ability from an artifact source.               (Rust)
    Counter target activated or triggered ability from a noncreature source.

An activated ability is one whose cost was paid to put it on the stack (602), a triggered
ability one put there because its trigger event happened (603); a mana ability never uses
the stack (605.3b). "From an artifact source" judges the ability's source (113.7): as it is
now while it is on the battlefield, otherwise as it last existed there (113.7a), the types
noted as the ability was put on the stack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class StackAbility(Selector):
    """The stack object `oid` is an ability of one of `kinds` ("activated", "triggered");
    `source_type`: its source has that card type (`negated`: hasn't; "" any source);
    `yours`: its controller is the player the requirement is for."""

    kinds: tuple[str, ...] = ("activated", "triggered")
    source_type: str = ""
    negated: bool = False
    #: "ability you control" (the player who controls the ability, 113.8).
    yours: bool = False

    local = False  # reads the stack
    #: Judges a stack object itself (`engine.stack.targeting`).
    stack_object = True

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        item = next((it for it in view.state.stack_items if it.id == oid), None)
        if item is None or item.kind not in self.kinds:
            return False
        if self.yours and item.controller != ctx.controller:
            return False
        if not self.source_type:
            return True
        src = view.state.objects.get(item.source)
        if src is not None and src.zone == "battlefield" and item.source in view.chars:
            types = frozenset(view.chars[item.source].types)  # 113.7: as it is now
        else:
            types = item.source_types  # 113.7a: as it last existed on the battlefield
        return (self.source_type in types) != self.negated


__all__ = ["StackAbility"]
