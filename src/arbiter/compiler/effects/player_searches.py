"""701.23: "<player> [may] search(es) their library for <a card>, put(s) it <where>, then
shuffle(s)." — a player other than the ability's controller searching their own library
(`engine.keyword_actions.player_searches`):

    Exile target creature. Its controller may search their library for a basic land card,
    put that card onto the battlefield tapped, then shuffle.             (Path to Exile)
    Target player searches their library for a basic land card, puts it onto the
    battlefield tapped, then shuffles.                                   (Fertilid)
    ... its controller may search their library for up to two basic land cards, put them
    onto the battlefield tapped, then shuffle.                      (Dire-Strain Rampage)
    Each opponent may search their library for a creature card and put it onto the
    battlefield. Then each player who searched their library this way shuffles.
                                                                (Boldwyr Heavyweights)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.player_searches import PlayerSearches

_WHO = PLAYER.copy().add_condition(lambda t: t[0] != "you")
_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_DESTINATION = pp.MatchFirst([
    kw("into their hand").set_parse_action(lambda: ("hand", False)),
    kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
    kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
])


def _build(t: pp.ParseResults) -> list[list[PlayerSearches]]:
    who, may, n, noun, (to, tapped) = t[0], t[1] == "may", t[2], t[3], t[4]
    return [[PlayerSearches(who, noun.selector(), to=to, tapped=tapped, may=may, n=n)]]


#: "a basic land card, put it" / "up to two basic land cards, put them" (701.23b: up to N)
_WHAT = pp.MatchFirst([
    kws("a", "an").set_parse_action(lambda: 1) + _CARD + lit(",")
    + kws("put", "puts").suppress() + kws("it", "that card").suppress(),
    sup("up to") + NUMBER.copy().add_condition(lambda t: t[0] > 1) + _CARD + lit(",")
    + kws("put", "puts").suppress() + sup("them"),
])


#: "<player> [may] search(es) their library for a <card>, put(s) it/that card <where>, then
#: shuffle(s)" (or "for up to two <cards>, put(s) them <where>")
PLAYER_SEARCHES = (_WHO + pp.MatchFirst([
    (kw("may").set_parse_action(lambda: "may") + sup("search their library for")),
    sup("searches their library for").set_parse_action(lambda: "must"),
]) + _WHAT + _DESTINATION + lit(",")
    + kws("then shuffle", "then shuffles").suppress()).set_parse_action(_build)

#: "<players> may search their library for a <card> and put it <where>. Then each player who
#: searched their library this way shuffles." (Boldwyr Heavyweights, Hired Giant, Noble
#: Benefactor): each player named, in APNAP order (101.4), may search; each who did shuffles
#: (701.24a; shuffled after all searched or each at once: no player sees another's library).
PLAYERS_MAY_SEARCH_SENTENCE = (
    _WHO + kw("may").set_parse_action(lambda: "may") + sup("search their library for")
    + pp.MatchFirst([
        kws("a", "an").set_parse_action(lambda: 1) + _CARD + sup("and put")
        + kws("it", "that card").suppress(),
        sup("up to") + NUMBER.copy().add_condition(lambda t: t[0] > 1) + _CARD
        + sup("and put them")])
    + _DESTINATION + lit(".")
    + sup("then each player who searched their library this way shuffles") + lit(".")
).set_parse_action(lambda t: [("plain", _build(t)[0])])

__all__ = ["PLAYERS_MAY_SEARCH_SENTENCE", "PLAYER_SEARCHES"]
