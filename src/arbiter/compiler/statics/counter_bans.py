""""can't have [<kind>] counters put on it/them" (122, 101.2), as grammar: a predicate of
static abilities giving the rules part `engine.counter_bans.CANT_HAVE_COUNTERS`; and the
whole line "[<kind>] Counters can't be put on <permanents>." giving it to each of them."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.counter_bans import CANT_HAVE_COUNTERS
from arbiter.rules import parts as P
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_ON = kws("put on it", "put on them").suppress()
#: 101.2: "can't have counters put on it" / "can't have -1/-1 counters put on them".
CANT_HAVE_COUNTERS_PREDICATE = pp.MatchFirst([
    (sup("can't have counters") + _ON).set_parse_action(
        lambda: [[P.RulesPart(rule=CANT_HAVE_COUNTERS, detail=None)]]),
    (sup("can't have") + COUNTER_KIND + kw("counters").suppress() + _ON).set_parse_action(
        lambda t: [[P.RulesPart(rule=CANT_HAVE_COUNTERS, detail=str(t[0]))]]),
])


def _line(t: pp.ParseResults) -> StaticAbility:
    kind, n = (None, t[0]) if len(t) == 1 else (str(t[0]), t[1])
    if not isinstance(n, Noun) or n.kind != "permanent" or n.zones != (
            "battlefield",):
        raise pp.ParseException("", 0, "not a group of permanents")
    return StaticAbility(text="", effects=(EffectSpec(n.selector(), (
        P.RulesPart(rule=CANT_HAVE_COUNTERS, detail=kind),)),))


#: 101.2: "Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity)
#: / "-1/-1 counters can't be put on <permanents>.": the same rules part on each of them.
COUNTERS_CANT_BE_PUT_LINE = (
    (kw("counters").suppress() | (COUNTER_KIND + kw("counters").suppress()))
    + sup("can't be put on") + NOUN + lit(".") + pp.StringEnd()).set_parse_action(_line)

__all__ = ["CANT_HAVE_COUNTERS_PREDICATE", "COUNTERS_CANT_BE_PUT_LINE"]
