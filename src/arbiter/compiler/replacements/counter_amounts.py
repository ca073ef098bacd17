"""614.1a / 122.6: lines that change how many counters are put on permanents (the engine is
`engine.replacement.counter_amounts`):

    If one or more +1/+1 counters would be put on a creature you control, twice that many
    +1/+1 counters are put on it instead.                              (Corpsejack Menace)
    If one or more +1/+1 counters would be put on a creature you control, that many plus one
    +1/+1 counters are put on it instead.                              (Hardened Scales)
    If one or more -1/-1 counters would be put on a creature you control, that many -1/-1
    counters minus one are put on it instead.                          (Vizier of Remedies)
    If one or more counters would be put on a creature, Spacecraft, or Planet you control,
    twice that many of each of those kinds of counters are put on it instead.

"If an effect would put ..." changes only counters an effect puts, not a cost's (118.3).
"If you would put ..." (who puts them) isn't read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.replacement.counter_amounts import COUNTERS_INSTEAD, CounterChange
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

_KIND = (~kws("counter", "counters") + COUNTER_KIND.copy()).set_parse_action(
    lambda t: ("kind", t[0]))
_COUNTERS = kws("counter", "counters").suppress()
_AMOUNT = pp.MatchFirst([
    (sup("twice that many") + _KIND + _COUNTERS).set_parse_action(
        lambda t: ("twice", 1, t[0][1])),
    (sup("that many plus one") + _KIND + _COUNTERS).set_parse_action(
        lambda t: ("plus", 1, t[0][1])),
    (sup("that many") + _KIND + _COUNTERS + sup("minus one")).set_parse_action(
        lambda t: ("minus", 1, t[0][1])),
    kw("twice that many of each of those kinds of counters").set_parse_action(
        lambda: ("twice", 1, None)),
    kw("that many plus one of each of those kinds of counters").set_parse_action(
        lambda: ("plus", 1, None)),
])


def _line(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    kind = items[0][1] if isinstance(items[0], tuple) and items[0][0] == "kind" else None
    noun = next(x for x in items if hasattr(x, "selector"))
    op, n, said = next(x for x in items if isinstance(x, tuple) and x[0] != "kind")
    if said != kind or noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "another kind of counter, or not permanents")
    return StaticAbility(text="", effects=(EffectSpec(noun.selector(), (RulesPart(
        rule=COUNTERS_INSTEAD, detail=CounterChange(op, n, kind)),)),))


def _by_effect(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    kind = items[0][1] if isinstance(items[0], tuple) and items[0][0] == "kind" else None
    noun = next(x for x in items if hasattr(x, "selector"))
    if noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "not permanents")
    return StaticAbility(text="", effects=(EffectSpec(noun.selector(), (RulesPart(
        rule=COUNTERS_INSTEAD, detail=CounterChange("twice", 1, kind, effects_only=True)),)),))


#: 614.1a: "If an effect would put one or more counters on a permanent you control, it puts
#: twice that many of those counters on that permanent instead." (Doubling Season; counters
#: put as a cost aren't changed)
COUNTERS_BY_EFFECT_LINE = (
    sup("if an effect would put one or more") + pp.Optional(_KIND) + _COUNTERS + sup("on")
    + pp.Optional(kws("a", "an")).suppress() + NOUN + lit(",")
    + sup("it puts twice that many of those counters on")
    + kws("it", "that creature", "that permanent").suppress() + sup("instead") + lit(".")
    + pp.StringEnd()
).set_parse_action(_by_effect).set_name("counter amounts by effects")

#: 614.1a: "If one or more [<kind>] counters would be put on <permanents>, <amount> are put
#: on it instead."
COUNTER_AMOUNT_LINE = COUNTERS_BY_EFFECT_LINE | (
    sup("if one or more") + pp.Optional(_KIND) + _COUNTERS + sup("would be put on")
    + pp.Optional(kws("a", "an")).suppress() + NOUN + lit(",") + _AMOUNT
    + sup("are put on") + kws("it", "that creature", "that permanent").suppress()
    + sup("instead") + lit(".") + pp.StringEnd()
).set_parse_action(_line).set_name("counter amounts")

__all__ = ["COUNTER_AMOUNT_LINE"]
