"""Unleash (702.98) as a keyword ability: its second static ability is a continuous effect.

702.98a: "Unleash" means "You may have this permanent enter with an additional +1/+1 counter
on it" and "This permanent can't block as long as it has a +1/+1 counter on it." The first
is a replacement effect as it enters (`engine.keywords.optional_counter`); the second is a
rules effect (613.11) on the permanent itself while the condition holds (611.3b), read where
blocks are declared (509.1a, `engine.combat.declare`).
"""

from __future__ import annotations

from functools import cache

from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec


@cache
def unleash_ability(text: str) -> KeywordAbility:
    """702.98a: "Unleash", with "This permanent can't block as long as it has a +1/+1
    counter on it" as its effect."""
    return KeywordAbility(text=text, keyword="unleash", effects=(
        EffectSpec(SELF, (RulesPart("cant_block"),), condition=SourceCounters("+1/+1", 1)),))


__all__ = ["unleash_ability"]
