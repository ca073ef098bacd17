"""101.2: "Each player can't cast more than one spell each turn." / "You can't cast more than
one spell each turn." / "Your opponents can't cast more than one spell each turn." /
"Your opponents can't cast spells during your turn." / a spell's "Your opponents can't cast
spells this turn." (the engine is
`engine.casting.spell_limits`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.casting.spell_limits import (
    ONE_SPELL_EACH_TURN,
    OPPONENTS_CANT_CAST,
    OPPONENTS_CANT_CAST_YOUR_TURN,
)
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import END_OF_TURN, EffectSpec

_WHO = pp.MatchFirst([
    kw("each player").set_parse_action(lambda: "each"),
    kw("your opponents").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])


def _rule(rule: str, detail: object = None) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(rule=rule,
                                                                       detail=detail),)),))


#: 101.2: a rules effect of the source's controller (613.10), naming whom it restricts.
SPELL_LIMIT_LINE = pp.MatchFirst([
    (_WHO + sup("can't cast more than one spell each turn") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda t: _rule(ONE_SPELL_EACH_TURN, t[0])),
    (kw("your opponents can't cast spells during your turn") + lit(".") + pp.StringEnd()
     ).set_parse_action(lambda: _rule(OPPONENTS_CANT_CAST_YOUR_TURN)),
]).set_name("spell limits")

#: 611.2a, 613.10: "Your opponents can't cast spells this turn." as a spell's effect: a rules
#: effect on its controller's opponents (`engine.casting.spell_limits`) until end of turn.
OPPONENTS_CANT_CAST_THIS_TURN = kw("your opponents can't cast spells this turn").set_parse_action(
    lambda: [[I.CreateEffect(parts=(RulesPart(rule=OPPONENTS_CANT_CAST),), affected=None,
                             duration=END_OF_TURN, rules_only=True)]])

__all__ = ["OPPONENTS_CANT_CAST_THIS_TURN", "SPELL_LIMIT_LINE"]
