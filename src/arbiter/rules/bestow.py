"""Bestow (702.103): the keyword as data, and what a bestowed object is.

702.103a: "Bestow [cost]" is a static ability that functions in any zone from which the card
could be played: the player may cast the spell bestowed, paying [cost] rather than its mana
cost (an alternative cost, 118.9; the engine's `cast_with` "bestow"). 702.103b: as the spell
is put onto the stack it becomes an Aura enchantment and gains enchant creature, and the
permanent it becomes is a bestowed Aura; these effects (layer 4, 205.1a: its creature types
go with the creature type; layer 6) last until it ceases to be bestowed (702.103e-g,
`engine.keywords.bestow`). They aren't copiable values: a copy of a bestowed Aura permanent
isn't one (702.103c makes only a copy of the spell bestowed)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, BecomeTypes
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.objects import GameObject

KEYWORD = "bestow"
#: The `cast_with` of an object that was cast bestowed and has ceased to be (702.103e-g).
CEASED = "bestow (ceased)"
#: A bestow cost the engine pays: mana only ("Bestow {3}{W}").
_MANA = re.compile(r"^(\{[^}]+\})+$")


def bestow_cost(param: str | None) -> str | None:
    p = (param or "").strip()
    return p if _MANA.match(p) else None


def is_bestowed(obj: GameObject) -> bool:
    """A bestowed Aura spell or bestowed Aura (702.103b)."""
    return obj.cast_with == KEYWORD and obj.zone in ("stack", "battlefield")


@dataclass(frozen=True)
class Bestowed(Condition):
    """The source is a bestowed Aura spell or a bestowed Aura."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and is_bestowed(view.state.objects[ctx.source])


@dataclass(frozen=True)
class BestowAbility(KeywordAbility):
    """702.103a: functions in every zone the card can be cast from; its effect applies only
    while the object is bestowed (on the stack or the battlefield)."""

    @property
    def functions_everywhere(self) -> bool:
        return True


def bestow_keyword(text: str, param: str | None) -> KeywordAbility:
    return BestowAbility(
        text=text, keyword=KEYWORD, param=param,
        effects=(EffectSpec(SELF, (
            BecomeTypes(types=frozenset({"Enchantment"}), subtypes=frozenset({"Aura"})),
            AddAbilities(abilities=(keyword_ability("Enchant creature"),)),
        ), condition=Bestowed()),))


__all__ = ["CEASED", "KEYWORD", "BestowAbility", "Bestowed", "bestow_cost", "bestow_keyword",
           "is_bestowed"]
