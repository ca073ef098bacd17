"""Monstrosity (701.37) and renown (702.112) as the compiler reads them:

    {5}{G}{G}: Monstrosity 3.                       (an effect:
    `engine.keyword_actions.designations.Become`) As long as ~ is monstrous, it has trample.
    (a condition on the source) When ~ becomes monstrous, ...                   (a trigger event)
    Whenever a creature you control becomes renowned, ...

The keyword "Renown N" is a triggered ability the engine supplies
(`engine.keywords.triggered`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, kw, kws, sup
from arbiter.engine.keyword_actions.designations import Become, SourceIs
from arbiter.rules import values as V

#: 701.37a: "Monstrosity N".
MONSTROSITY = (sup("monstrosity") + DIGITS).set_parse_action(
    lambda t: [[Become("monstrous", t[0])]])
#: 701.37a, 701.37c: "Monstrosity X." in an activated ability, X as announced (107.3a,
#: 602.2b); "Monstrosity X, where X is ..." isn't read here.
MONSTROSITY = MONSTROSITY | (kw("monstrosity X") + pp.FollowedBy(pp.Literal("."))
                             ).set_parse_action(lambda: [[Become("monstrous", V.ChosenX())]])

#: "~ is monstrous" / "~ is renowned".
DESIGNATION_CONDITION = pp.MatchFirst([
    kws("~ is monstrous").set_parse_action(lambda: SourceIs("monstrous")),
    kws("~ is renowned").set_parse_action(lambda: SourceIs("renowned")),
])

#: 701.37c: an ability that refers to the X of "Monstrosity X" ("When ~ becomes monstrous,
#: create X X/X ... tokens") needs the X the permanent became monstrous with; until that is
#: read, such a line stays unread.
_NO_X_AFTER = ~pp.FollowedBy(pp.Regex(r"[^\n]*\bX\b"))

#: The words of "When ~ becomes monstrous" and their event names.
BECOMES = [(kw("becomes monstrous") + _NO_X_AFTER, "becomes_monstrous"),
           (kw("becomes renowned"), "becomes_renowned")]

__all__ = ["BECOMES", "DESIGNATION_CONDITION", "MONSTROSITY"]
