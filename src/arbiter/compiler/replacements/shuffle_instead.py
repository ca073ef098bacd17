""""If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's
library instead." (614.1a, 614.6, 113.6b), as grammar: the engine's zone-change replacement
with a shuffle (`engine.zones.shuffle_instead`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.zones.shuffle_instead import DETAIL, RULE
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

#: 614.1a: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into
#: its owner's library instead."
SHUFFLE_INSTEAD_LINE = kw(
    "if ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its "
    "owner's library instead.").set_parse_action(lambda: StaticAbility(text="", effects=(
        EffectSpec(SELF, (RulesPart(rule=RULE, detail=DETAIL),)),)))

__all__ = ["SHUFFLE_INSTEAD_LINE"]
