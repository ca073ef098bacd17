"""608.2c: an effect that applies only if its target has a quality as it resolves, the
condition written after the instruction:

    Counter target spell if it's blue.             (Pyroblast)
    Destroy target permanent if it's red.          (Hydroblast)
    Counter target spell if its mana value is 2 or less.     (202.3)
    Counter target spell if it was kicked.         (Ertai's Trickery, 702.33d)
    Destroy target artifact or enchantment if its mana value is less than or equal to the
    number of cards in your hand.                  (Rending Vines, 107.1)

The target may be any spell or permanent (115.1: "target spell" has no color requirement);
the condition is checked as the spell resolves, and if it doesn't hold the instruction does
nothing. "It" is the target the sentence names, so the condition is about that target.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.noun_values import ITS_STAT_VS_COUNT
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import Pending
from arbiter.rules import selectors as s
from arbiter.rules.object_conditions import ObjectIs
from arbiter.rules.paid_costs import SpellCostPaid
from arbiter.vocab import Color

#: "its mana value is 2 or less" (202.3), "its power is 4 or greater" (208.1), "its mana value
#: is 3" (exactly); not "is 4 or 5", nor a number other than a plain one.
_OR = {"less": "<=", "greater": ">="}


def _stat(t: pp.ParseResults) -> s.StatCompare:
    # the words come one token each: "mana", "value", 2, "or", "less"
    at = next(i for i, x in enumerate(t) if isinstance(x, int))
    stat = "_".join(str(w).lower() for w in t[:at])
    op = _OR[str(t[-1]).lower()] if len(t) > at + 1 else "=="
    return s.StatCompare(stat, op, t[at])


_ITS_STAT = (sup("its") + kws("mana value", "power", "toughness") + sup("is") + NUMBER
             + pp.Optional(kws("or less", "or greater")) + ~kw("or")).set_parse_action(_stat)
#: "it's blue", "it's a creature" (what "it" names is filled in from the sentence); "its
#: mana value is N or less"; "it was kicked" (702.33d: a spell whose kicker cost was paid).
_IT_IS = pp.MatchFirst([
    sup("it's") + pp.MatchFirst([
        COLOR_WORD.copy().set_parse_action(lambda t: s.HasColor(Color(t[0].lower()))),
        (kws("a", "an").suppress() + NOUN).set_parse_action(lambda t: t[0].selector()),
    ]),
    _ITS_STAT,
    ITS_STAT_VS_COUNT,  # "its mana value is less than or equal to the number of ..." (107.1)
    kw("it was kicked").set_parse_action(lambda: SpellCostPaid("kicker")),
])


def _pendings(x: Any, out: list[Pending]) -> list[Pending]:
    """The target phrases of the instructions, in text order."""
    if isinstance(x, Pending):
        out.append(x)
    elif isinstance(x, tuple | list):
        for y in x:
            _pendings(y, out)
    elif dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            type(x).__module__.startswith("arbiter.rules.instructions"):
        for f in dataclasses.fields(x):
            _pendings(getattr(x, f.name), out)
    return out


def _sentence(t: pp.ParseResults) -> list[tuple[str, Any, list[Any]]]:
    body, selector = list(t[0]), t[1]
    targets = _pendings(body, [])
    if len(targets) != 1 or targets[0].spec.kind == "player":
        # ("Target player sacrifices a creature if its power ...": "its" isn't the player)
        raise pp.ParseException("", 0, "\"it\" must name the sentence's one target object")
    # The same target phrase: bound to the same target slot (`compiler.grammar.refs.bind`).
    return [("if", ObjectIs(targets[0], selector), body)]


def trailing_if(clauses: pp.ParserElement) -> pp.ParserElement:
    """"<clauses> if it's <quality>." as an "if" sentence (608.2c)."""
    return (clauses + sup("if") + _IT_IS + lit(".")).set_parse_action(_sentence)


__all__ = ["trailing_if"]
