"""701.9a / 614.1a: "If an effect causes you to discard a card, discard it, but you may put it
on top of your library instead of into your graveyard." (Library of Leng; the engine side is
`engine.keyword_actions.discard_to_library`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.keyword_actions.discard_to_library import RULE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

DISCARD_TO_LIBRARY_LINE = kw(
    "If an effect causes you to discard a card, discard it, but you may put it on top of your "
    "library instead of into your graveyard.").set_parse_action(
    lambda: StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule=RULE),)),)))

__all__ = ["DISCARD_TO_LIBRARY_LINE"]
