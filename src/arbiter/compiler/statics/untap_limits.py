"""502.3: "[As long as ~ is untapped,] players can't untap more than one land during their
untap steps." and "You can't untap more than one land during your untap step." — a static
ability limiting what untaps (`engine.turn.untap_limits`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About
from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.turn.untap_limits import UNTAP_LIMIT
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_WHO = pp.MatchFirst([
    (kw("players can't untap more than")).set_parse_action(lambda: "each"),
    (kw("you can't untap more than")).set_parse_action(lambda: "you"),
])
_WHEN = pp.MatchFirst([
    kw("during their untap steps"),
    kw("during your untap step"),
]).suppress()


def _line(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    cond = items.pop(0) if len(items) == 4 else None
    if isinstance(cond, About):
        cond = cond.condition
    who, n, noun = items
    if noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "not permanents")
    part = P.RulesPart(rule=UNTAP_LIMIT, detail=(n, noun.selector(), who))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (part,)),), condition=cond)


UNTAP_LIMIT_LINE = (pp.Optional(sup("as long as") + STATIC_CONDITION + lit(","))
                    + _WHO + NUMBER + NOUN + _WHEN + lit(".") + pp.StringEnd()
                    ).set_parse_action(_line)

__all__ = ["UNTAP_LIMIT_LINE"]
