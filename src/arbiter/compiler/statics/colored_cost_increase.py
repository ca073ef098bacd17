"""601.2f: "<spells> [you cast | your opponents cast] cost {B} more to cast." (the Leeches,
Derelor): a cost increase of colored mana, read as a rules effect on players
(`rules.mana_cost_increases`). Generic amounts are `compiler.statics.statics`'s
"cost {N} more/less"; a colored reduction ("{W}{B} less") stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import MANA_COST, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.mana_cost_increases import RULE, ManaCostIncrease
from arbiter.state.effects import EffectSpec

_WHOSE = pp.Optional(pp.MatchFirst([
    kw("you cast").set_parse_action(lambda: "you"),
    kws("your opponents cast", "opponents cast").set_parse_action(lambda: "opponents"),
]), default="any")


def _line(t: pp.ParseResults) -> StaticAbility:
    noun, whose, mana = t[0], t[1], str(t[2])
    if not isinstance(noun, Noun) or noun.kind != "spell":
        raise pp.ParseException("", 0, "a cost change applies to spells")
    if not any(c in mana for c in "WUBRGC") or "X" in mana:
        raise pp.ParseException("", 0, "generic amounts are the generic cost change's")
    preds = [p for p in noun.preds if not (isinstance(p, s.And) and not p.parts)]
    spells = None if not preds else preds[0] if len(preds) == 1 else s.And(tuple(preds))
    part = P.RulesPart(rule=RULE, detail=ManaCostIncrease(mana, spells, whose))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (part,)),))


#: "Black spells you cast cost {B} more to cast."
COLORED_COST_INCREASE = (NOUN + _WHOSE + sup("cost") + MANA_COST + sup("more to cast")
                         + lit(".")).set_parse_action(_line)

__all__ = ["COLORED_COST_INCREASE"]
