"""A blocked creature's controller may have it assign its combat damage as though it weren't
blocked (510.1b-c; the engine's choice is in `engine.combat.damage`):

    You may have ~ assign its combat damage as though it weren't blocked.
    Enchanted creature's controller may have it assign its combat damage as though it
    weren't blocked.
    You may have <creatures> assign their combat damage as though they weren't blocked.
    For each <creature>, you may have that creature assign its combat damage as though it
    weren't blocked.                                        (the 2024 Oracle wording)

A rules effect on the creature ("may_assign_as_though_unblocked"); its detail says who
chooses: "you" (the effect's controller) or "its_controller" (the creature's). As the active
player announces combat damage (510.1), the chooser says yes or no for the blocked creature;
yes: all its combat damage is assigned to the player, planeswalker or battle it is
attacking (510.1b), none to the blockers.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

RULE = "may_assign_as_though_unblocked"


def _static(affected: s.Selector, who: str) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(affected, (RulesPart(RULE, who),)),))


def _creatures(n: Noun) -> s.Selector:
    if n.kind != "permanent" or n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "\"that creature\" names a creature on the battlefield")
    return n.selector()


_AS_THOUGH = kw("assign its combat damage as though it weren't blocked").suppress() + lit(".")
#: 510.1b-c: "You may have ~ assign its combat damage as though it weren't blocked."
UNBLOCKED_DAMAGE_LINE = pp.MatchFirst([
    (kw("you may have ~").suppress() + _AS_THOUGH).set_parse_action(
        lambda: _static(s.SELF, "you")),
    (kw("enchanted creature's controller may have it").suppress() + _AS_THOUGH
     ).set_parse_action(lambda: _static(s.ATTACHED, "its_controller")),
    # "You may have creatures you control with no abilities assign their combat damage as
    # though they weren't blocked."
    (kw("you may have").suppress() + NOUN + kw(
        "assign their combat damage as though they weren't blocked").suppress() + lit(".")
     ).set_parse_action(lambda t: _static(t[0].selector(), "you")),
    # The 2024 Oracle wording of the same: "For each creature you control with no
    # abilities, you may have that creature assign its combat damage as though it weren't
    # blocked." (each such creature, as its controller chooses, 510.1c).
    (sup("for each") + NOUN + lit(",") + kw("you may have that creature").suppress()
     + _AS_THOUGH).set_parse_action(lambda t: _static(_creatures(t[0]), "you")),
])

__all__ = ["RULE", "UNBLOCKED_DAMAGE_LINE"]
