"""701.23a / 614.1a: "If an opponent would search a library, that player searches the top
<N> cards of that library instead." (Aven Mindcensor) — a replacement effect narrowing every
search an opponent of its controller makes (`engine.keyword_actions.searched_cards`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import NUMBER, lit, sup
from arbiter.engine.keyword_actions.searched_cards import RULE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

SEARCH_TOP_LINE = (
    sup("if an opponent would search a library") + lit(",")
    + sup("that player searches the top") + NUMBER
    + sup("cards of that library instead") + lit(".")
).set_parse_action(lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (
    P.RulesPart(rule=RULE, detail=("opponents", int(t[0]))),)),)))

__all__ = ["SEARCH_TOP_LINE"]
