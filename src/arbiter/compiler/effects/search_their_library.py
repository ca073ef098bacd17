"""701.23: "Search target player's library for <a card | up to N cards | N cards> and exile
them. Then that player shuffles." and "Search target opponent's library for <a card> and
put that card onto the battlefield under your control. Then that player shuffles."
(`engine.keyword_actions.search_their_library`), as whole sentences; also "search that
player's library" (the player a trigger's event names, or the player named before: Thada
Adel, Acquisitor) and "..., then that player shuffles." in the same sentence."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN
from arbiter.engine.keyword_actions.search_their_library import SearchTheirLibrary

_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_HOW_MANY = pp.MatchFirst([
    (kws("a", "an").suppress() + _CARDS).set_parse_action(lambda t: [(1, False, t[0])]),
    (sup("up to") + NUMBER + _CARDS).set_parse_action(lambda t: [(t[0], True, t[1])]),
    (NUMBER + _CARDS).set_parse_action(lambda t: [(t[0], False, t[1])]),
])
_TO = pp.MatchFirst([
    (sup("and exile") + kws("it", "them", "those cards").suppress()
     + ~kw("face down")).set_parse_action(lambda: "exile"),
    (sup("and put") + kws("that card", "it").suppress()
     + sup("onto the battlefield under your control")).set_parse_action(lambda: "battlefield"),
])


def _build(t: pp.ParseResults) -> list[tuple[str, list[SearchTheirLibrary]]]:
    whose, (n, up_to, noun), to = t[0], t[1], t[2]
    if to == "battlefield" and (n != 1 or up_to):
        raise pp.ParseException("", 0, "one card onto the battlefield only")
    return [("plain", [SearchTheirLibrary(whose, noun.selector(), n, up_to, to)])]


#: 701.24a: the library's owner shuffles it after the search ("then that player shuffles")
_SHUFFLES = (lit(".") | lit(",")) + sup("then") + kws("that player", "the player") + sup(
    "shuffles") + lit(".")
SEARCH_THEIR_LIBRARY = (sup("search") + (TARGET_PLAYER | PLAYER_PRONOUN) + lit("'s")
                        + sup("library for") + _HOW_MANY + _TO + _SHUFFLES
                        ).set_parse_action(_build)

__all__ = ["SEARCH_THEIR_LIBRARY"]
