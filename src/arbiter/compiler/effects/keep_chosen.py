"""101.4 / 701.21a: "<players> chooses <permanents> ..., then sacrifices the rest"
(`engine.keyword_actions.keep_chosen`):

    Each player chooses an artifact, a creature, an enchantment, and a planeswalker from among
    the nonland permanents they control, then sacrifices the rest.     (Cataclysmic Gearhulk)
    Each player chooses from among the permanents they control an artifact, a creature, an
    enchantment, and a land, then sacrifices the rest.                  (Cataclysm)
    Each player chooses three permanents they control, then sacrifices the rest.
                                                                        (Razia's Purification)

"The rest" is the rest of the group the choices are made from (the nonland permanents; the
permanents; the lands of "six lands they control")."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.keep_chosen import KeepChosen
from arbiter.rules import selectors as s

_WHO = pp.MatchFirst([
    kw("each player chooses").set_parse_action(lambda: "each_player"),
    kw("each opponent chooses").set_parse_action(lambda: "each_opponent"),
])
_A_TYPE = (kws("a", "an").suppress() + CARD_TYPE).set_parse_action(lambda t: s.IsType(t[0]))
_TYPES = pp.Group(_A_TYPE + pp.ZeroOrMore(lit(",") + pp.Optional(kw("and")).suppress()
                                          + _A_TYPE))
_FROM = pp.MatchFirst([
    kw("from among the nonland permanents they control").set_parse_action(
        lambda: s.And((s.PERMANENT, s.Not(s.IsType("Land"))))),
    kw("from among the permanents they control").set_parse_action(lambda: s.PERMANENT),
])
_REST = lit(",") + sup("then sacrifices the rest") + lit(".")
_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent" and not t[0].other)


def _typed(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    who, a, b = t[0], t[1], t[2]
    types, group = (a, b) if isinstance(a, pp.ParseResults) else (b, a)
    if len(types) < 2:
        raise pp.ParseException("", 0, "one type: another template")
    return [("plain", [KeepChosen(who, group, tuple(types))])]


def _counted(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    who, n, noun = t[0], t[1], t[2]
    return [("plain", [KeepChosen(who, noun.selector(), (None,) * n)])]


KEEP_CHOSEN = pp.MatchFirst([
    (_WHO + _TYPES + _FROM + _REST).set_parse_action(_typed),
    (_WHO + _FROM + _TYPES + _REST).set_parse_action(_typed),
    (_WHO + (NUMBER | kws("a", "an").set_parse_action(lambda: 1)) + _PERMANENTS
     + sup("they control") + _REST).set_parse_action(_counted),
])

__all__ = ["KEEP_CHOSEN"]
