"""107.3a / 602.2b: activation costs with an X counting objects or counters, X announced as
the ability is activated (the ability's X is that value while it's on the stack):

    Remove X +1/+1 counters from ~                        (122.8)
    Tap X untapped artifacts you control                  (118.3)
    Sacrifice X lands                                     (701.21a)

Read as `rules.costs` values with `x` set; the engine asks for X when the ability is
activated (`engine.casting.x_activation_costs`) and pays that many."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K
from arbiter.rules import selectors as s

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))
_X = pp.Keyword("X").suppress()


def _tap(t: pp.ParseResults) -> K.TapUntapped:
    n: Noun = t[0]
    if n.kind != "permanent" or s.YOURS not in n.preds:
        raise pp.ParseException("", 0, "not permanents you control")
    return K.TapUntapped(n.selector(), 0, description="untapped " + n.text, x=True)


def _sacrifice(t: pp.ParseResults) -> K.SacrificePermanents:
    n: Noun = t[0]
    if n.kind != "permanent":
        raise pp.ParseException("", 0, "not permanents")
    return K.SacrificePermanents(n.selector(), 0, description="X " + n.text, x=True)


X_OBJECT_COST = pp.MatchFirst([
    # (the storage lands' "... : Add X mana in any combination of ..." keeps its own reading,
    # `compiler.costs.storage_mana`: the number chosen as the cost is paid, 601.2h)
    (sup("remove") + _X + COUNTER_KIND + kws("counters").suppress() + sup("from ~")
     + ~pp.FollowedBy(lit(":") + sup("add X mana in any combination"))
     ).set_parse_action(lambda t: K.RemoveCountersCost(t[0], 0, x=True)),
    (sup("tap") + _X + sup("untapped") + _NOUN).set_parse_action(_tap),
    (sup("sacrifice") + _X + _NOUN).set_parse_action(_sacrifice),
])

__all__ = ["X_OBJECT_COST"]
