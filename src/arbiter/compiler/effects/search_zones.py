"""701.23: searching several of your zones for one card (`engine.keyword_actions.
search_zones`), as whole sentences:

    [You may] search your library and/or graveyard for <a card>, reveal it, and put it
    into your hand. If you search your library this way, shuffle.
    Search your graveyard, hand, and/or library for <a card> and put it onto the
    battlefield. If you search your library this way, shuffle.
    Search your library and graveyard for <a card>, reveal it, put it into your hand, then
    shuffle.

701.20a: revealing the card found changes nothing the engine tracks.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.search_zones import SearchZones
from arbiter.rules.instructions import objects as I

_ZONE = kws("library", "graveyard", "hand").set_parse_action(lambda t: t[0].lower())
_AND_OR = (kw("and/or").set_parse_action(lambda: True)
           | kw("and").set_parse_action(lambda: False))
#: "your library and/or graveyard", "your graveyard, hand, and/or library", "your library
#: and graveyard"
_ZONES = (sup("your") + pp.Group(_ZONE + pp.ZeroOrMore(lit(",") + _ZONE)) + pp.Optional(lit(","))
          + _AND_OR + _ZONE)
_CARD = kws("a", "an").suppress() + NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_REVEAL = pp.Optional(lit(",") + sup("reveal it"))
_PUT = (pp.Optional(lit(",")) + pp.Optional(kws("and", "then")).suppress() + sup("put it")
        + pp.MatchFirst([
            kw("into your hand").set_parse_action(lambda: ("hand", False)),
            kw("onto the battlefield tapped").set_parse_action(lambda: ("battlefield", True)),
            kw("onto the battlefield").set_parse_action(lambda: ("battlefield", False)),
        ]))
#: "If you search your library this way, shuffle." (only after "and/or": the library may
#: not have been searched); ", then shuffle." (every zone is searched)
_IF_SHUFFLE = (lit(".") + sup("if you") + kws("search", "searched").suppress()
               + sup("your library this way") + lit(",") + sup("shuffle") + lit(".")
               ).set_parse_action(lambda: True)
_THEN_SHUFFLE = (lit(",") + sup("then shuffle") + lit(".")).set_parse_action(lambda: False)


def _build(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    may = t[0] == "may"
    first, and_or, last, noun, (to, tapped), if_searched = t[1:7]
    zones = (*first, last)
    if (len(set(zones)) != len(zones) or "library" not in zones or to in zones
            or if_searched != and_or):
        raise pp.ParseException("", 0, "not a search of distinct zones with the library")
    step = SearchZones(noun.selector(), zones, and_or=and_or, to=to, tapped=tapped)
    return [("plain", [I.MayDo(do=(step,)) if may else step])]


#: 701.23: the whole sentence(s); "and/or" ends with "If you search your library this way,
#: shuffle.", "and" with ", then shuffle."
SEARCH_ZONES = (pp.Optional(kw("you may").set_parse_action(lambda: "may"), default="must")
                + sup("search") + _ZONES + sup("for") + _CARD + _REVEAL + _PUT
                + (_IF_SHUFFLE | _THEN_SHUFFLE)).set_parse_action(_build)

__all__ = ["SEARCH_ZONES"]
