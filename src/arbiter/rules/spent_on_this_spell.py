"""601.2h: what was spent to cast the spell or permanent an ability belongs to, read by its own
effect ("where X is the number of colors of mana spent to cast this spell" in converge, "the
amount of mana spent to cast this spell"):

    Converge — ~ deals X damage to any target, where X is the number of colors of mana
    spent to cast this spell.                                          (Kaleidoscorch)
    Converge — Create a 1/1 colorless Thopter artifact creature token with flying for each
    color of mana spent to cast this spell.                            (Sweep the Skies)
    Converge — When this creature enters, each opponent loses X life and you gain X life,
    where X is the number of colors of mana spent to cast this spell.  (Radiant Epicure)
    When this creature enters, create a 2/2 green Wolf creature token for each time it was
    kicked.                                                            (Wolfbriar Elemental)

The numbers are the ones recorded on the spell as its total cost was paid (601.2h), kept by the
permanent it became (400.7); they are read from the effect's source, whatever object the
effect acts on. A copy of a spell wasn't cast (707.10) and a permanent that didn't enter as a
resolving spell wasn't cast either: nothing was spent on them (0). A source that has since
left its zone is a new object (400.7) whose record the engine doesn't keep as last known
information (608.2h): reading it then stops the game naming the text (principle 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.mana_spent_conditions import BY_TYPE
from arbiter.rules.paid_costs import times_paid
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.objects import GameObject


def _cast_object(view: LayerView, ctx: EffectContext, text: str) -> GameObject:
    """The effect's source, still the object that was cast (on the stack or the battlefield)."""
    src = ctx.source
    obj = view.state.objects.get(src) if src is not None else None
    if obj is None or obj.zone not in ("stack", "battlefield"):
        raise UnsupportedTextError(
            str(getattr(obj, "card", "") or "a spell"),
            f"{text}: the spell's record once it has left the stack or the battlefield "
            "(608.2h)")
    return obj


def _spent(view: LayerView, ctx: EffectContext, text: str) -> dict[str, int]:
    """The mana of each type spent to cast the effect's source (106.1b), none when it is a
    copy or wasn't cast."""
    obj = _cast_object(view, ctx, text)
    if obj.spell_copy or obj.cast_with is None:
        return {}  # 707.10: a copy wasn't cast, nor was a permanent put onto the battlefield
    spent = obj.choices.get(BY_TYPE)
    if spent is None:
        raise UnsupportedTextError(obj.card or "a spell", f"{text} (it was cast without "
                                   "paying through the engine)")
    return dict(spent)


@dataclass(frozen=True)
class ColorsSpentOnThisSpell(Value):
    """601.2h, 105.1: the number of colors of mana spent to cast the effect's source (0 for a
    copy or a permanent that wasn't cast, 707.10); colorless mana isn't a color."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        spent = _spent(view, ctx, str(self))
        return sum(1 for c in "WUBRG" if spent.get(c, 0) > 0)

    def __str__(self) -> str:
        return "the number of colors of mana spent to cast this spell"


@dataclass(frozen=True)
class ManaSpentOnThisSpell(Value):
    """601.2h: the amount of mana spent to cast the effect's source (0 for a copy, 707.10, or
    a permanent that wasn't cast)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(_spent(view, ctx, str(self)).values())

    def __str__(self) -> str:
        return "the amount of mana spent to cast this spell"


@dataclass(frozen=True)
class TimesKicked(Value):
    """702.33c-d: how many times the kicker costs of the effect's source were paid (the
    record a copy of a spell copies, 707.10; none for a permanent that wasn't cast)."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        obj = _cast_object(view, ctx, str(self))
        return sum(n for _cost, n in times_paid(obj.choices, "kicker"))

    def __str__(self) -> str:
        return "the number of times this spell was kicked"


__all__ = ["ColorsSpentOnThisSpell", "ManaSpentOnThisSpell", "TimesKicked"]
