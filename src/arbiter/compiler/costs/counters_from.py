"""122.8 / 118.3: activation costs removing several counters (paid by
`engine.casting.counters_from`):

    Remove two counters from ~                                      (any kinds)
    Remove two +1/+1 counters from among creatures you control      (from any of them)
    Remove three counters from among creatures you control

Read as `rules.counters_among.RemoveCountersFrom`. "Remove a counter from ~" and "Remove two
+1/+1 counters from ~" keep their readings (`compiler.costs.object_costs`, `.costs`)."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import selectors as s
from arbiter.rules.counters_among import RemoveCountersFrom

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))
_KIND = pp.Optional(COUNTER_KIND, default="")


def _from_self(t: pp.ParseResults) -> RemoveCountersFrom:
    n = int(t[0])
    if n < 2:
        raise pp.ParseException("", 0, "'Remove a counter from ~' is read elsewhere")
    return RemoveCountersFrom(None, n, None, "this permanent")


def _among(t: pp.ParseResults) -> RemoveCountersFrom:
    n, kind, noun = t[0], t[1], t[2]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or s.YOURS not in noun.preds:
        raise pp.ParseException("", 0, "not permanents you control")
    x = n == "X"
    return RemoveCountersFrom(kind or None, 0 if x else int(n), noun.selector(), noun.text, x=x)


COUNTERS_FROM_COST = pp.MatchFirst([
    # "Remove two counters from ~": counters of any kinds (122.8)
    (sup("remove") + A_NUMBER + kws("counters").suppress() + sup("from ~")
     ).set_parse_action(_from_self),
    # "Remove two +1/+1 counters from among creatures you control"
    # (an X here isn't read: a keyword's cost "Remove X loyalty counters from among ..." is
    # `compiler.keywords.keyword_costs`'s, and the activation cost's X would shadow it)
    (sup("remove") + A_NUMBER + _KIND + kws("counter", "counters").suppress()
     + sup("from among") + _NOUN).set_parse_action(_among),
])

__all__ = ["COUNTERS_FROM_COST"]
