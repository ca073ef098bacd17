"""601.2h: "if at least N [color] mana was spent to cast this spell" (adamant, 207.2c: the
ability word has no rules meaning): the mana paid for the spell, counted by type as its
total cost was paid (`engine.mana.plan`, the record `BY_TYPE`).

The condition is about the spell whose ability it is (608.2c: checked as the spell
resolves). A copy of a spell wasn't cast, so no mana was spent to cast it (707.10); a spell
cast with mana a scenario provided (not paid through the engine) has no such record, and
asking it stops the game (principle 5)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: The record of a spell's payment: how much mana of each type (106.1b: "W", "U", "B", "R",
#: "G", "C") was spent to cast it.
BY_TYPE = "mana_spent_by_type"
#: "at least N mana of the same color": some one color (105.1) of which N were spent.
SAME_COLOR = "same color"


@dataclass(frozen=True)
class ManaSpentAtLeast(Condition):
    """"at least `n` [`mana_type`] mana was spent to cast this spell" (601.2h); `mana_type`
    None for mana of any type."""

    n: int
    mana_type: str | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        obj = view.state.objects.get(ctx.source) if ctx.source is not None else None
        if obj is None or obj.spell_copy or obj.cast_with is None:
            return False  # 707.10: a copy wasn't cast (nor was an object never cast)
        spent = obj.choices.get(BY_TYPE)
        if spent is None:
            raise UnsupportedTextError(obj.card or "a spell", f"{self}: the mana spent to "
                                       "cast it (cast without paying through the engine)")
        if self.mana_type is None:
            return sum(spent.values()) >= self.n
        if self.mana_type == SAME_COLOR:  # 105.1: the five colors; colorless isn't one
            return max(spent.get(c, 0) for c in "WUBRG") >= self.n
        return spent.get(self.mana_type, 0) >= self.n

    def __str__(self) -> str:
        if self.mana_type == SAME_COLOR:
            return f"at least {self.n} mana of the same color was spent to cast this spell"
        kind = f"{self.mana_type} " if self.mana_type else ""
        return f"at least {self.n} {kind}mana was spent to cast this spell"


@dataclass(frozen=True)
class SpentToCastIt(Condition):
    """"if {R} was spent to cast it" in an intervening "if" (603.4): `inner` about the spell
    "it" names. In the object's own trigger ("When this creature enters, ...", "When you
    cast this spell, ...") that is the source (400.7: the permanent keeps the record of its
    spell); after "Whenever you cast a spell" (`of_event`) it is the spell cast, the event's
    object, bound (`spell`) by the engine each time the condition is checked
    (`rules.event_object_conditions`; as it last existed if it has left the stack, 608.2h).
    The compiler checks which (`compiler.triggers.event_object_if`)."""

    inner: Condition
    of_event: bool = False
    spell: int | None = None

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        if not self.of_event:
            return self.inner.holds(view, ctx)
        if self.spell is None:
            raise ValueError("SpentToCastIt is checked with the spell the event names")
        from arbiter.rules.view import context_for

        return self.inner.holds(view, context_for(view, self.spell, ctx.controller))

    def for_event_object(self, obj: int | None) -> SpentToCastIt:
        """Bound to the event's spell (`rules.event_object_conditions.bind_event_object`)."""
        return replace(self, spell=obj) if self.of_event else self

    def __str__(self) -> str:
        return str(self.inner).replace("this spell", "it")


__all__ = ["BY_TYPE", "SAME_COLOR", "ManaSpentAtLeast", "SpentToCastIt"]
