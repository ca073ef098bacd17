"""609.7a, 109.2: the words naming a source of damage in replacement and prevention effects
(614.1a, 615.7), as grammar:

    a | an <quality> [or <quality>]... source [you control | an opponent controls]
        quality := <color> | <card type> | non<card type> | <subtype>
    <quality> [and <quality>]... sources [you control | your opponents control]

"a red or artifact source you control" (Mechanized Warfare) is a source that is red or an
artifact; "an instant or sorcery source" one that is an instant or a sorcery; "a noncreature
source" one that isn't a creature; "a Giant source" one with the subtype Giant;
"creature sources you control" (Absorbing Man and Titania) the creatures you control. Each
quality is one word that describes the source alone, so a list mixing a descriptor with a
type ("a red instant or sorcery spell") never reads here. The selector is judged from the
ability's point of view (109.5: "you" is its controller).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE_WORDS, COLOR_WORD, SUBTYPE, kw, kws, sup
from arbiter.rules import selectors as s
from arbiter.vocab import Color

_SINGULAR_TYPES = [w for w in CARD_TYPE_WORDS if w != "kindred"]
#: 205.2a: a card type as one word ("artifact", "instant").
_TYPE = pp.one_of(_SINGULAR_TYPES, caseless=True, as_keyword=True).set_parse_action(
    lambda t: s.IsType(t[0].capitalize()))
#: 205.4b / 700.5: "non<type>" ("noncreature").
_NONTYPE = pp.Regex("non(" + "|".join(_SINGULAR_TYPES) + r")\b", flags=2).set_parse_action(
    lambda t: s.Not(s.IsType(t[0][3:].capitalize())))
_QUALITY = pp.MatchFirst([
    COLOR_WORD.copy().add_parse_action(lambda t: s.HasColor(Color(t[0]))),
    _NONTYPE, _TYPE,
    SUBTYPE.copy().add_parse_action(lambda t: s.IsSubtype(t[0])),
])


def _either(t: pp.ParseResults) -> s.Selector:
    parts = tuple(t)
    return parts[0] if len(parts) == 1 else s.Or(parts)


def _whose(t: pp.ParseResults) -> s.Selector:
    words = " ".join(t).lower()
    return s.ControlledByYou() if words == "you control" else s.ControlledByOpponent()


_WHOSE = kws("you control", "an opponent controls", "your opponents control"
             ).set_parse_action(_whose)


def _source(t: pp.ParseResults) -> s.Selector:
    preds = [p for p in t if isinstance(p, s.Selector)]
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


#: "a red or artifact source you control", "a noncreature source", "a Giant source"
QUALITY_SOURCE = (kws("a", "an").suppress()
                  + (_QUALITY + pp.ZeroOrMore(sup("or") + _QUALITY)).set_parse_action(_either)
                  + sup("source") + pp.Optional(kw("you control").set_parse_action(_whose)
                                                | kw("an opponent controls").set_parse_action(
                                                    _whose))
                  ).set_parse_action(_source)
#: "creature sources you control" (plural: each such source)
QUALITY_SOURCES = ((_TYPE | COLOR_WORD.copy().add_parse_action(lambda t: s.HasColor(Color(t[0])))
                    | SUBTYPE.copy().add_parse_action(lambda t: s.IsSubtype(t[0])))
                   + sup("sources") + pp.Optional(_WHOSE)).set_parse_action(_source)

__all__ = ["QUALITY_SOURCE", "QUALITY_SOURCES"]
