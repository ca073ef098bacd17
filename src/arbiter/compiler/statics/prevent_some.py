"""615.7: static prevention of some of the damage a source would deal, as grammar:

    If <a source [an opponent controls] | a <color> source | an artifact | a creature>
        would deal damage to <you | ~ | equipped creature | enchanted creature |
        a <permanent> you control | you or a <permanent> you control>,
        prevent N of that damage.                    (Urza's Armor, the Spheres, Djeru)

    [As long as <condition>, i]f <source> would deal [combat] damage to <recipients>,
        <prevent N of that damage | prevent half that damage, rounded up
        | prevent all but N of that damage | prevent X of that damage, where X is <number>>.
                                                     (Gisela, Hyperion, Shield of the
                                                      Avatar, Thunderstaff)

A source may also be named by its qualities ("a red or artifact source",
`compiler.statics.damage_sources`). A rules part on the permanent with the ability
(613.11), read by `engine.replacement.prevent_some` as damage would be dealt; X is counted
then. "You may prevent", a condition about "it", and sources or recipients other than these
stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import COLOR_WORD, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.damage_sources import QUALITY_SOURCE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.prevent_some import ALL_BUT, HALF_UP, PREVENT_N, RULE, PreventSome
from arbiter.state.effects import EffectSpec

#: 609.7a: the source of damage is an object, wherever it is (a spell, a permanent)
_BY = pp.MatchFirst([
    kw("a source an opponent controls").set_parse_action(lambda: s.ControlledByOpponent()),
    kw("a source").set_parse_action(lambda: s.Anything()),
    (sup("a") + COLOR_WORD + sup("source")).set_parse_action(lambda t: s.HasColor(t[0])),
    kw("an artifact").set_parse_action(lambda: s.IsType("Artifact")),
    kw("a creature").set_parse_action(lambda: s.IsType("Creature")),
    QUALITY_SOURCE,
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
    parts = dict(x for x in t if isinstance(x, tuple) and len(x) == 2
                 and isinstance(x[0], str))
    (to_you, to) = parts["to"]
    op, n = parts["amount"]
    detail = PreventSome(n=n, by=parts["by"], to_you=to_you, to=to, op=op,
                         combat="combat" in parts)
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=RULE, detail=detail),)),), condition=parts.get("condition"))


def _count() -> pp.ParserElement:
    from arbiter.compiler.statics.predicates import COUNT

    return COUNT


def _plain(t: pp.ParseResults) -> bool:
    return not isinstance(t[0], About | ItIs)  # a condition about "it": not read here


_AMOUNT = pp.MatchFirst([
    (sup("prevent") + NUMBER + sup("of that damage")).set_parse_action(
        lambda t: [("amount", (PREVENT_N, t[0]))]),
    kw("prevent half that damage, rounded up").set_parse_action(
        lambda: [("amount", (HALF_UP, 0))]),
    (sup("prevent all but") + NUMBER + sup("of that damage")).set_parse_action(
        lambda t: [("amount", (ALL_BUT, t[0]))]),
    (sup("prevent X of that damage") + lit(",") + sup("where X is") + _count()
     ).set_parse_action(lambda t: [("amount", (PREVENT_N, t[0]))]),
])

#: 615.7: "If a source would deal damage to you, prevent 1 of that damage."
PREVENT_SOME_LINE = (
    pp.Optional(sup("as long as") + STATIC_CONDITION.copy().add_condition(_plain)
                .add_parse_action(lambda t: [("condition", t[0])]) + lit(","))
    + sup("if") + _BY.copy().add_parse_action(lambda t: [("by", t[0])]) + sup("would deal")
    + pp.Optional(kw("combat").set_parse_action(lambda: [("combat", True)]))
    + sup("damage to") + _TO.copy().add_parse_action(lambda t: [("to", t[0])]) + lit(",")
    + _AMOUNT + lit(".") + pp.StringEnd()).set_parse_action(_build)

__all__ = ["PREVENT_SOME_LINE"]
