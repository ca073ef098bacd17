"""402.3, 701.20b: "Players play with their hands revealed." (Zur's Weirding, Revelation) and
"Your opponents play with their hands revealed." (Telepathy, Seer's Vision), as grammar: a
rules effect of the source's controller (613.10) naming whose hands
(`engine.zones.revealed_hands`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit
from arbiter.engine.zones.revealed_hands import HANDS_REVEALED
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec


def _static(whose: str) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (
        P.RulesPart(rule=HANDS_REVEALED, detail=whose),)),))


#: 402.3: "<Players | Your opponents> play with their hands revealed."
REVEALED_HANDS_LINE = pp.MatchFirst([
    (kw("players play with their hands revealed") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda: _static("each")),
    (kw("your opponents play with their hands revealed") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda: _static("opponents")),
])

__all__ = ["REVEALED_HANDS_LINE"]
