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

"Equip abilities you activate cost {1} less to activate." (Fighter Class, Arms Scavenger) is
a reduction (601.2f: generic mana only, never below zero) of the equip abilities (702.6a) its
controller activates: the rules part `EQUIP_REDUCTION` on its source, detail the amount; an
equip ability is activated by its permanent's controller (602.2).

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
#: 613.11: a rules part on the effect's source: its controller's equip abilities cost less.
EQUIP_REDUCTION = "equip_cost_reduction"
#: 613.11: a rules part on each object whose activated abilities cost less.
REDUCTION = "activation_cost_reduction"


@dataclass(frozen=True)
class ActivationCostReduction:
    """601.2f: `amount` less generic mana, never below zero; `floor_one`: "This effect can't
    reduce the mana in that cost to less than one mana." (an ability whose cost has no mana
    has nothing to reduce)."""

    amount: int
    floor_one: bool = False


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
    more = sum(d.amount for d in found.values()
               if isinstance(d, ActivationCostChange) and not (d.spare_mana and mana))
    if getattr(ability, "keyword", None) == "equip":  # 702.6a, 601.2f: "cost {1} less"
        from arbiter.engine.rules_effects import rules_effects

        activator = game.chars(oid).controller
        more -= sum(int(d) for _ts, d, controller in rules_effects(game, EQUIP_REDUCTION)
                    if controller == activator)
    from arbiter.engine.casting.targeted_activation_costs import targeted_generic

    return more + targeted_generic(game, oid, ability)  # 601.2f with 601.2c


def with_increase(game: Game, oid: int, ability: Any, mana: str) -> str:
    """The mana part of the activation's total cost: `mana` plus the increases, less the
    reductions (601.2f: increases first)."""
    return _reduced(game, oid, _increased(game, oid, ability, mana))


def _reduced(game: Game, oid: int, mana: str) -> str:
    """601.2f: "Activated abilities of <permanents> cost {N} less to activate", each effect
    in turn: generic mana only, never below zero, and with `floor_one` never below one mana
    in all (the ability's cost keeps at least one mana symbol's worth)."""
    if not mana or not game.layers().rules_effects:
        return mana
    from arbiter.engine.rules_effects import rules_on

    found = rules_on(game, oid, REDUCTION)
    if not found:
        return mana
    from arbiter.cards.mana import ManaCost

    for _e, d in found:
        if not isinstance(d, ActivationCostReduction):
            continue
        cost = ManaCost.of(mana)
        n = d.amount
        if d.floor_one:
            n = min(n, max(0, int(cost.mana_value) - 1))
        if n > 0:
            mana = str(cost.reduce_generic(n))
    return mana


def _increased(game: Game, oid: int, ability: Any, mana: str) -> str:
    n = extra_generic(game, oid, ability)
    if n == 0 or (n < 0 and not mana):
        return mana
    if not mana:
        return f"{{{n}}}"
    from arbiter.cards.mana import ManaCost

    if n < 0:  # 601.2f: a reduction takes off generic mana only, never below zero
        return str(ManaCost.of(mana).reduce_generic(-n))
    return str(ManaCost.of(mana).add_generic(n))


__all__ = ["EQUIP_REDUCTION", "INCREASE", "INCREASE_ALL", "REDUCTION", "ActivationCostChange",
           "ActivationCostReduction", "extra_generic", "with_increase"]
