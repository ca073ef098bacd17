"""Cleave (702.148): "Cleave [cost]" means "You may cast this spell by paying [cost] rather than
paying its mana cost" (an alternative cost, 601.2b, 601.2f-h: `engine.casting.spells`
ALTERNATIVES) and "If this spell's cleave cost was paid, change its text by removing all text
found within square brackets in the spell's rules text" (702.148a), a text-changing effect
(702.148b, 612): a layer 3 part of the keyword's own static ability, which functions while the
spell is on the stack.

The compiler reads each bracketed line twice (`compiler.keywords.cleave`): with the brackets'
words, the spell's printed text, and without them; the keyword keeps both readings, and the
part swaps each printed ability for its changed reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.characteristics import AbilityInstance
from arbiter.rules.conditions import SourceCastWith
from arbiter.rules.parts import Part
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

if TYPE_CHECKING:
    from arbiter.rules.abilities import Ability
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView

KEYWORD = "cleave"
_BRACKETED = re.compile(r"\s*\[[^\]]*\]")


def printed_text(text: str) -> str:
    """The rules text as printed, read with the words in square brackets."""
    return text.replace("[", "").replace("]", "")


def cleaved_text(text: str) -> str:
    """702.148a: the text with all text found within square brackets removed."""
    return re.sub(r"\s+([,.])", r"\1", _BRACKETED.sub("", text)).strip()


@dataclass(frozen=True)
class RemoveBracketedText(Part):
    """702.148a / 612: the spell's printed abilities read without their bracketed text."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})
    layer: ClassVar[str] = "3"
    #: Each printed ability (read with the brackets' words) and its changed reading.
    changed: tuple[tuple[Any, Any], ...] = ()

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        swap = dict(self.changed)
        ch.abilities = [AbilityInstance(a.key, swap[a.ability])
                        if a.key[0] == "printed" and a.ability in swap else a
                        for a in ch.abilities]

    def describe(self, params: Any) -> str:
        return "the text within square brackets is removed (702.148a)"


@dataclass(frozen=True)
class CleaveAbility(KeywordAbility):
    """702.148a: the keyword, its cost in `param`; its text-changing ability functions on the
    stack, for a spell whose cleave cost was paid."""

    @property
    def functions_from(self) -> frozenset[str]:
        return frozenset({"stack"})


def cleave_ability(keyword: KeywordAbility,
                   changed: tuple[tuple[Ability, Ability], ...]) -> CleaveAbility:
    """The cleave keyword with its text change (the pairs of printed and changed readings)."""
    spec = EffectSpec(SELF, (RemoveBracketedText(changed=changed),),
                      condition=SourceCastWith(KEYWORD))
    return CleaveAbility(text=keyword.text, keyword=KEYWORD, param=keyword.param,
                         effects=(spec,))


def cleaved(abilities: list[Any], keyword: Any) -> list[Any]:
    """The abilities a spell cast for its cleave cost has (601.2c: its targets are chosen
    with the changed text)."""
    swap = {a: b for kw in keyword for spec in kw.effect_specs for part in spec.parts
            if isinstance(part, RemoveBracketedText) for a, b in part.changed}
    return [swap.get(a, a) for a in abilities]


__all__ = ["CleaveAbility", "KEYWORD", "RemoveBracketedText", "cleave_ability", "cleaved",
           "cleaved_text", "printed_text"]
