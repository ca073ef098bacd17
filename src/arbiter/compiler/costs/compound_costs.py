"""Activation costs of two parts in one phrase (602.1a, 118.3, 601.2h: the parts of a cost
are paid in any order, all of them):

    Remove three quest counters from ~ and sacrifice it      (122.8, 701.21a)
    Remove twelve time counters from ~ and exile it          (122.8, 406.2)
    Remove an eon counter from ~ and return it to its owner's hand
    Sacrifice another creature or an artifact                (701.21a: one permanent, either)

and "Return two lands you control to their owner's hand" (the plural of the return cost of
`compiler.costs.object_costs`).

Each part is an existing `rules` cost value, so the engine pays them as it pays each alone
(`engine.casting.activation_costs`, `engine.casting.object_costs`)."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K
from arbiter.rules import selectors as s
from arbiter.rules.object_costs import ExileSelf, ReturnToHand

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))
_COUNTERS = A_NUMBER + COUNTER_KIND + kws("counter", "counters").suppress()


def _remove_then(t: pp.ParseResults) -> list:
    """122.8 + 701.21a / 406.2: both parts are costs of the same activation (601.2h)."""
    n, kind, then = int(t[0]), t[1], t[2]
    return [K.RemoveCountersCost(kind, n), then]


#: "Remove three quest counters from ~ and sacrifice it" / "... and exile it"
REMOVE_AND_SACRIFICE = (sup("remove") + _COUNTERS + sup("from ~ and") + pp.MatchFirst([
    kws("sacrifice it").set_parse_action(lambda: K.SacrificeSelf()),
    kws("exile it").set_parse_action(lambda: ExileSelf()),
    (kws("return it") + (sup("to its owner's hand"))).set_parse_action(lambda: ReturnToHand()),
])).set_parse_action(_remove_then)


def _either_words(another: bool, n: Noun) -> str:
    if another:
        return "another " + n.text
    return ("an " if n.text[:1].lower() in "aeiou" else "a ") + n.text


def _either(t: pp.ParseResults) -> K.SacrificePermanents:
    """701.21a: "Sacrifice another creature or an artifact": one permanent the payer
    controls that is either; "another" keeps only its own noun from naming the source."""
    a_other, a, b_other, b = t[0] == "another", t[1], t[2] == "another", t[3]
    if not all(isinstance(n, Noun) and n.kind == "permanent" and not n.plural and not n.other
               for n in (a, b)):
        raise pp.ParseException("", 0, "not one permanent of two kinds")
    sels = tuple((replace(n, other=True) if o else n).selector()
                 for o, n in ((a_other, a), (b_other, b)))
    return K.SacrificePermanents(s.Or(sels), 1, description=_either_words(a_other, a) + " or "
                                 + _either_words(b_other, b))


_ARTICLE = kws("another").set_parse_action(lambda: "another") | kws("a", "an").set_parse_action(
    lambda: "a")
#: "Sacrifice another creature or an artifact" / "Sacrifice an artifact or another creature"
SACRIFICE_EITHER = (sup("sacrifice") + _ARTICLE + _NOUN + sup("or") + _ARTICLE + _NOUN
                    ).set_parse_action(_either)


def _return(t: pp.ParseResults) -> ReturnToHand:
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or s.YOURS not in noun.preds \
            or n < 2:
        raise pp.ParseException("", 0, "not permanents you control")
    return ReturnToHand(noun.selector(), n, description=f"{n} {noun.text}")


#: "Return two lands you control to their owner's hand" (each to its owner's hand)
RETURN_SEVERAL = (sup("return") + A_NUMBER + _NOUN
                  + (sup("to their owner's hand") | sup("to their owners' hands"))
                  ).set_parse_action(_return)

COMPOUND_COST = REMOVE_AND_SACRIFICE | SACRIFICE_EITHER | RETURN_SEVERAL

__all__ = ["COMPOUND_COST"]
