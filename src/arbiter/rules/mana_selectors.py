"""Selectors about mana abilities: "an artifact card with a mana ability" (605.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class HasManaAbility(Selector):
    """605.1a: an activated ability without a target that could add mana and isn't a
    loyalty ability; 605.1b: a triggered ability that triggers from a mana ability or mana
    being added and could add mana. An object with an unread ability might have one
    unseen: deciding for it stops the game naming that text (principle 5)."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        from arbiter.errors import UnsupportedTextError
        from arbiter.rules.abilities import ActivatedAbility, TriggeredAbility, UnsupportedAbility
        from arbiter.rules.instructions import AddMana

        ch = view.chars[oid]
        unread = None
        for inst in ch.abilities:
            ab = inst.ability
            if isinstance(ab, ActivatedAbility) and ab.is_mana_ability:
                return True
            if isinstance(ab, TriggeredAbility) and ab.trigger is not None and \
                    ab.trigger.event == "tapped_for_mana" and \
                    any(isinstance(i, AddMana) for i in ab.instructions):
                return True
            if isinstance(ab, UnsupportedAbility) and unread is None:
                unread = ab.text
        if unread is not None:
            raise UnsupportedTextError(ch.name or "a card", unread)
        return False

    def reads(self) -> frozenset[str]:
        return frozenset({"abilities"})
