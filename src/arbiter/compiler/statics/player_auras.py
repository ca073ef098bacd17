"""Static abilities of Auras that enchant players (303.4b), whole lines:

    Spells with the chosen name enchanted player casts cost {N} more to cast.
                                                    (601.2f, 201.4; Curse of Silence)
    As this permanent transforms into ~, attach it to a player.     (712.20, 303.4f)

A cost change whose `whose` is "enchanted": only spells the player the source enchants casts
(`engine.casting.total_cost.cost_changes`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.casting.total_cost import CostChange
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import ReplacementAbility, StaticAbility
from arbiter.rules.chosen_names import HasChosenName
from arbiter.state.effects import EffectSpec

_GENERIC = pp.Regex(r"\{(\d+)\}").set_parse_action(lambda t: int(t[0][1:-1]))

NAMED_SPELLS_COST_LINE = (sup("spells with the chosen name enchanted player casts cost")
                          + _GENERIC + kw("more to cast").suppress() + lit(".")
                          ).set_parse_action(lambda t: StaticAbility(text="", effects=(
                              EffectSpec(s.SELF, (P.RulesPart(rule="cost_increase", detail=(
                                  CostChange(t[0], HasChosenName(), "enchanted"))),)),)))


#: 712.20 / 303.4f: "As this permanent transforms into ~, attach it to a player." (applied
#: while it transforms, `engine.keywords.enchant_player.as_transforms`).
AS_TRANSFORMS_ATTACH_LINE = (kw("as ~ transforms into ~, attach it to a player") + lit(".")
                             ).set_parse_action(lambda: ReplacementAbility(
                                 text="", kind="as_transforms_attach_player"))

__all__ = ["NAMED_SPELLS_COST_LINE", "AS_TRANSFORMS_ATTACH_LINE"]
