"""The vocabulary hand-written cards use (principle 5): short builders over the shared
selectors (`rules.selectors`), layer parts (`rules.parts`), values (`rules.values`),
instructions (`rules.instructions`), costs and triggers. Text is filled in from Oracle data.
"""

from __future__ import annotations

from arbiter.engine.triggers.conditions import Trigger
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
from arbiter.rules.costs import (
    Cost,
    DiscardCard,
    LoyaltyCost,
    ManaPayment,
    PayLife,
    SacrificeSelf,
    TapCost,
)
from arbiter.rules.instructions import Instruction, TargetSpec
from arbiter.rules.parts import DefinePT, Part
from arbiter.rules.selectors import SELF, Selector
from arbiter.rules.values import Value
from arbiter.state.effects import EffectSpec

__all__ = [
    "static", "statics", "cda_pt", "triggered", "activated", "loyalty", "spell", "replacement",
    "enters_as_copy", "as_enters_choose", "enters_with_counters", "mana", "tap", "sac_self",
    "discard_a_card", "pay_life", "rules_static", "choose_modes", "as_enters_becomes",
    "as_enters_do", "unsupported", "opening_hand",
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


def rules_static(rule: str, detail: object = None, affected: Selector = SELF,
                 condition: Condition | None = None) -> StaticAbility:
    """A static ability that changes game rules, not characteristics (613.11). With the
    default `affected` (the source) the rule concerns its controller ("you") or the game."""
    from arbiter.rules.parts import RulesPart

    return StaticAbility(text="", effects=(EffectSpec(affected, (RulesPart(rule=rule,
                                                                           detail=detail),)),),
                         condition=condition)


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
              is_mana_ability: bool = False, once_each_turn: bool = False,
              your_turn_only: bool = False, zone: str = "battlefield") -> ActivatedAbility:
    """602: "[Cost]: [Effect]." with its activation restrictions (602.5b) and the zone it
    functions from (113.6)."""
    return ActivatedAbility(text="", cost=cost, instructions=tuple(instructions),
                            targets=targets, sorcery_speed=sorcery_speed,
                            is_mana_ability=is_mana_ability, once_each_turn=once_each_turn,
                            your_turn_only=your_turn_only, zone=zone)


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


def additional_cost(*costs: Cost) -> Ability:
    """601.2b / 118.8: "As an additional cost to cast this spell, <costs>."."""
    from arbiter.rules.abilities import AdditionalCost

    return AdditionalCost(text="", costs=tuple(costs))


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


def choose_modes(low: int = 1, high: int = 1) -> SpellAbility:
    """700.2: the "Choose one —" / "Choose one or both —" line of a modal spell. The bullet
    lines that follow it (each a `spell(...)`) are its modes in printed order; the caster
    chooses between `low` and `high` of them (decision key "mode", 1-based), and the chosen
    modes are followed in printed order (700.2a)."""
    return SpellAbility(text="", modes=(low, high))


def as_enters_becomes(*options: CopyExceptions) -> ReplacementAbility:
    """614.12 / 613.2a: "As this enters, it becomes your choice of <options>". The choice
    (decision key "mode", 1-based) makes a copiable layer-1a effect on it applying that
    option (`rules.copiable.ApplyCopyExceptions`)."""
    return ReplacementAbility(text="", kind="as_enters_becomes", spec=tuple(options),
                              choice="mode")


def as_enters_do(*instructions: Instruction) -> ReplacementAbility:
    """614.12: "As this enters, <do something>" (Ixidron turns creatures face down): the
    instructions are carried out as it enters, before it is on the battlefield to see them."""
    return ReplacementAbility(text="", kind="as_enters_do", spec=tuple(instructions))


def opening_hand(action: str = "begin_on_battlefield") -> Ability:
    """103.6 / 103.6a: "If this card is in your opening hand, you may begin the game with it
    on the battlefield." (the only `action` so far)."""
    from arbiter.rules.abilities import OpeningHandAbility

    return OpeningHandAbility(text="", action=action)


def unsupported() -> Ability:
    """Principle 5: a line the engine deliberately does not implement; using it is an error
    naming the text."""
    from arbiter.rules.abilities import UnsupportedAbility

    return UnsupportedAbility(text="")


Ability = Ability  # re-export for type hints in card modules
