"""101.2: "Each player can't cast more than one spell each turn." / "You can't cast more than
one spell each turn." / "Your opponents can't cast more than one spell each turn." (the
engine is `engine.casting.spell_limits`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.casting.spell_limits import ONE_SPELL_EACH_TURN
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_WHO = pp.MatchFirst([
    kw("each player").set_parse_action(lambda: "each"),
    kw("your opponents").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])

#: 101.2: a rules effect of the source's controller (613.10), naming whom it restricts.
SPELL_LIMIT_LINE = (_WHO + sup("can't cast more than one spell each turn") + lit(".")
                    + pp.StringEnd()).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(
        rule=ONE_SPELL_EACH_TURN, detail=t[0]),)),))).set_name("one spell each turn")

__all__ = ["SPELL_LIMIT_LINE"]
