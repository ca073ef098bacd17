"""Conditions: "as long as <condition>" (611.3b) and intervening "if" clauses (603.4).

Each phrase becomes a `rules.conditions.Condition` evaluated against the current game."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.lexicon import COLOR_WORD, NUMBER, kw, kws, sup
from arbiter.compiler.nouns import NOUN, Noun
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V


def _yours(n: Noun) -> s.Selector:
    return s.And((n.selector(), s.YOURS))


_OR_MORE = (NUMBER + sup("or more")).set_parse_action(lambda t: t[0])
_COUNT_YOU_CONTROL = pp.MatchFirst([
    (sup("you control") + _OR_MORE + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[1])), ">=", t[0])),
    (sup("you control no") + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[0])), "==", 0)),
    (sup("you control") + kws("a", "an", "another").suppress() + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[0])), ">=", 1)),
    (sup("you don't control") + kws("a", "an").suppress() + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(_yours(t[0])), "==", 0)),
])
_COMPARE_WORDS = {"less than": "<", "greater than": ">", "or greater": ">=", "or less": "<="}

#: One condition.
CONDITION = pp.MatchFirst([
    _COUNT_YOU_CONTROL,
    kws("~ is untapped").set_parse_action(lambda: C.SourceUntapped()),
    (sup("your devotion to") + COLOR_WORD + sup("is less than") + NUMBER).set_parse_action(
        lambda t: C.Compare(V.Devotion(t[0]), "<", t[1])),
    (sup("you have") + NUMBER + sup("or more life")).set_parse_action(
        lambda t: C.Compare(V.LifeTotal(), ">=", t[0])),
    (sup("you have") + NUMBER + sup("or less life")).set_parse_action(
        lambda t: C.Compare(V.LifeTotal(), "<=", t[0])),
    (sup("there are") + _OR_MORE + NOUN).set_parse_action(
        lambda t: C.Compare(V.CountOf(t[1].selector()), ">=", t[0])),
    (sup("~ is") + kws("enchanted", "equipped")).set_parse_action(
        lambda t: C.SourceMatches(s.AttachedTo())),
    (sup("~ is") + NOUN).set_parse_action(lambda t: C.SourceMatches(t[0].selector())),
]).set_name("condition")

__all__ = ["CONDITION", "kw"]
