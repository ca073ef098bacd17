"""602.2b / 601.2f: effects that increase what an activated ability costs to activate.

602.2b: activating an ability follows 601.2b-i, with the activation cost as the analog of a
spell's mana cost; 601.2f: the total cost is that cost plus all cost increases. So

    Activated abilities of white enchantments cost {3} more to activate.
    Activated abilities of enchanted creature cost {3} more to activate.
    Activated abilities cost {2} more to activate unless they're mana abilities.

add generic mana to the mana part of the total cost as the ability is activated
(`extra_generic`, read by `engine.casting.activation.mana_part` and by priority's
affordability test). 605.3: a mana ability is an activated ability too, so it costs more
unless the effect spares mana abilities (605.1a); one that costs more is no longer a {T}
source the payment planner taps (`engine.mana.sources`) but an ability its controller
activates, paying the increase (605.3a).

Two forms: an effect on the objects its subject selects (`INCREASE`, a rules part on each of
them, 613.11: "of white enchantments" — permanents, 109.2), and one on every activated
ability of every object in every zone (`INCREASE_ALL`, a rules part on its own source: the
line has no subject).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 613.11: a rules part on each object whose activated abilities cost more.
INCREASE = "activation_cost_increase"
#: 613.11: a rules part on the effect's source: every activated ability costs more.
INCREASE_ALL = "activation_cost_increase_all"


@dataclass(frozen=True)
class ActivationCostChange:
    """602.2b / 601.2f: `amount` more generic mana; `spare_mana`: "unless they're mana
    abilities" (605.1a)."""

    amount: int
    spare_mana: bool = False


def extra_generic(game: Game, oid: int, ability: Any) -> int:
    """601.2f: the generic mana the cost increases now add to activating `ability` of
    `oid` (each effect once)."""
    if not game.layers().rules_effects:
        return 0  # no rules effect at all, so no increase (asked at every priority)
    from arbiter.engine.rules_effects import rules_on

    found: dict[tuple, ActivationCostChange] = {}
    for e, d in rules_on(game, oid, INCREASE):
        found.setdefault(e.key, d)
    for effects in game.layers().rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == INCREASE_ALL:
                    found.setdefault(e.key, p.detail)
    mana = bool(getattr(ability, "is_mana_ability", False))
    return sum(d.amount for d in found.values()
               if isinstance(d, ActivationCostChange) and not (d.spare_mana and mana))


def with_increase(game: Game, oid: int, ability: Any, mana: str) -> str:
    """The mana part of the activation's total cost: `mana` plus the increases (601.2f)."""
    n = extra_generic(game, oid, ability)
    if n <= 0:
        return mana
    if not mana:
        return f"{{{n}}}"
    from arbiter.cards.mana import ManaCost

    return str(ManaCost.of(mana).add_generic(n))


__all__ = ["INCREASE", "INCREASE_ALL", "ActivationCostChange", "extra_generic",
           "with_increase"]
