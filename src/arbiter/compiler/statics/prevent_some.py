"""615.7: static prevention of some of the damage a source would deal, as grammar:

    If <a source [an opponent controls] | a <color> source | an artifact | a creature>
        would deal damage to <you | ~ | equipped creature | enchanted creature |
        a <permanent> you control | you or a <permanent> you control>,
        prevent N of that damage.                    (Urza's Armor, the Spheres, Djeru)

A rules part on the permanent with the ability (613.11), read by
`engine.replacement.prevent_some` as damage would be dealt. "Prevent all but 1", "prevent
half that damage", amounts in words other than a number and sources or recipients other than
these stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.prevent_some import RULE, PreventSome
from arbiter.state.effects import EffectSpec

#: 609.7a: the source of damage is an object, wherever it is (a spell, a permanent)
_BY = pp.MatchFirst([
    kw("a source an opponent controls").set_parse_action(lambda: s.ControlledByOpponent()),
    kw("a source").set_parse_action(lambda: s.Anything()),
    (sup("a") + COLOR_WORD + sup("source")).set_parse_action(lambda t: s.HasColor(t[0])),
    kw("an artifact").set_parse_action(lambda: s.IsType("Artifact")),
    kw("a creature").set_parse_action(lambda: s.IsType("Creature")),
])


def _permanent(t: pp.ParseResults) -> s.Selector:
    n: Noun = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",) or n.plural:
        raise pp.ParseException("", 0, "not a permanent")
    return n.selector()


_PERMANENT = (pp.Optional(kws("a", "an")).suppress()
              + NOUN.copy().add_parse_action(_permanent))
_TO = pp.MatchFirst([
    (sup("you or") + _PERMANENT).set_parse_action(lambda t: [(True, t[0])]),
    kw("you").set_parse_action(lambda: [(True, None)]),
    kw("~").set_parse_action(lambda: [(False, s.SELF)]),
    kws("equipped creature", "enchanted creature").set_parse_action(
        lambda: [(False, s.ATTACHED)]),
    _PERMANENT.copy().add_parse_action(lambda t: [(False, t[0])]),
])


def _build(t: pp.ParseResults) -> StaticAbility:
    by, (to_you, to), n = t[0], t[1], t[2]
    detail = PreventSome(n=n, by=by, to_you=to_you, to=to)
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=RULE, detail=detail),)),))


#: 615.7: "If a source would deal damage to you, prevent 1 of that damage."
PREVENT_SOME_LINE = (sup("if") + _BY + sup("would deal damage to") + _TO + lit(",")
                     + sup("prevent") + NUMBER + sup("of that damage") + lit(".")
                     ).set_parse_action(_build)

__all__ = ["PREVENT_SOME_LINE"]
