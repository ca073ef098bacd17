"""The vocabulary hand-written cards use (principle 5): short builders over the shared
selectors (`rules.selectors`), layer parts (`rules.parts`), values (`rules.values`),
instructions (`engine.instructions`), costs and triggers. Text is filled in from Oracle data.
"""

from __future__ import annotations

from arbiter.engine.costs import (
    Cost,
    DiscardCard,
    LoyaltyCost,
    ManaPayment,
    PayLife,
    SacrificeSelf,
    TapCost,
)
from arbiter.engine.instructions import Instruction, TargetSpec
from arbiter.engine.triggers import Trigger
from arbiter.rules.abilities import (
    Ability,
    ActivatedAbility,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from arbiter.rules.conditions import Condition
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.effects import EffectSpec
from arbiter.rules.parts import DefinePT, Part
from arbiter.rules.selectors import SELF, Selector
from arbiter.rules.values import Value

__all__ = [
    "static", "statics", "cda_pt", "triggered", "activated", "loyalty", "spell", "replacement",
    "enters_as_copy", "as_enters_choose", "enters_with_counters", "mana", "tap", "sac_self",
    "discard_a_card", "pay_life", "rules_static",
]


def static(affected: Selector, *parts: Part, condition: Condition | None = None) -> StaticAbility:
    """604.1: "<affected> <parts...>" while the source is on the battlefield."""
    return StaticAbility(text="", effects=(EffectSpec(affected, tuple(parts)),),
                         condition=condition)


def statics(*specs: tuple[Selector, tuple[Part, ...]],
            condition: Condition | None = None) -> StaticAbility:
    """One ability generating several effects ("... get +1/+1. ... have flying.")."""
    return StaticAbility(text="", effects=tuple(EffectSpec(s, p) for s, p in specs),
                         condition=condition)


def rules_static(rule: str) -> StaticAbility:
    """A static ability that changes game rules, not characteristics (613.11)."""
    from arbiter.rules.parts import RulesPart

    return StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(rule=rule),)),))


def cda_pt(power: Value | None, toughness: Value | None) -> StaticAbility:
    """604.3 / 613.4a: "<this>'s power and toughness are each equal to ..."."""
    return StaticAbility(text="", effects=(EffectSpec(SELF, (DefinePT(power, toughness),)),),
                         cda=True)


def triggered(trigger: Trigger, *instructions: Instruction, targets: tuple[TargetSpec, ...] = (),
              intervening_if: Condition | None = None, optional: bool = False) -> TriggeredAbility:
    return TriggeredAbility(text="", trigger=trigger, instructions=tuple(instructions),
                            targets=targets, intervening_if=intervening_if, optional=optional)


def activated(cost: tuple[Cost, ...], *instructions: Instruction,
              targets: tuple[TargetSpec, ...] = (), sorcery_speed: bool = False,
              is_mana_ability: bool = False) -> ActivatedAbility:
    return ActivatedAbility(text="", cost=cost, instructions=tuple(instructions),
                            targets=targets, sorcery_speed=sorcery_speed,
                            is_mana_ability=is_mana_ability)


def loyalty(amount: int, *instructions: Instruction,
            targets: tuple[TargetSpec, ...] = ()) -> ActivatedAbility:
    """606: a loyalty ability (sorcery speed, once per turn per permanent)."""
    return ActivatedAbility(text="", cost=(LoyaltyCost(amount),), instructions=tuple(instructions),
                            targets=targets, loyalty=amount, sorcery_speed=True)


def spell(*instructions: Instruction, targets: tuple[TargetSpec, ...] = ()) -> SpellAbility:
    """113.3a: an instant's or sorcery's text (one ability per Oracle paragraph)."""
    return SpellAbility(text="", instructions=tuple(instructions), targets=targets)


def replacement(kind: str, *spec: object, choice: str | None = None) -> ReplacementAbility:
    return ReplacementAbility(text="", kind=kind, spec=tuple(spec), choice=choice)


def enters_as_copy(of: Selector, exceptions: CopyExceptions | None = None,
                   optional: bool = True) -> ReplacementAbility:
    """707.5 / 614.1c: "You may have this enter as a copy of <of>[, except ...]"."""
    return ReplacementAbility(text="", kind="enters_as_copy",
                              spec=(of, exceptions or CopyExceptions(), optional))


def as_enters_choose(what: str) -> ReplacementAbility:
    """614.12: "As this enters, choose a <color|creature type|creature|...>"."""
    return ReplacementAbility(text="", kind="as_enters_choose", choice=what)


def enters_with_counters(kind: str | tuple[str, ...], n: int = 1) -> ReplacementAbility:
    """614.1c: "enters with N <kind> counters"; a tuple of kinds: "your choice of"."""
    return ReplacementAbility(text="", kind="enters_with_counters", spec=(kind, n))


def mana(text: str) -> ManaPayment:
    return ManaPayment(text)


def tap() -> TapCost:
    return TapCost()


def sac_self() -> SacrificeSelf:
    return SacrificeSelf()


def discard_a_card() -> DiscardCard:
    return DiscardCard()


def pay_life(n: int) -> PayLife:
    return PayLife(n)


Ability = Ability  # re-export for type hints in card modules
