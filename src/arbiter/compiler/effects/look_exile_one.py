"""701.20e / 406.3: "Look at the top N cards of <a player's> library. Exile one of them face
down and put the other on the bottom of that library." (Siphon Insight) and "..., exile one
of them face down, then put the rest on the bottom of that library in a random order."
(Gonti, Lord of Luxury): `engine.zones.look_exile_one`. The card exiled is what "that card" /
"the exiled card" names next (608.2c)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.engine.zones.look_exile_one import LookExileOneFaceDown

_WHOSE = (TARGET_PLAYER + lit("'s")) | kw("your").set_parse_action(lambda: "you")
_LOOK = sup("look at the top") + NUMBER + sup("cards of") + _WHOSE + sup("library")
_LIBRARY = sup("on the bottom of") + (kw("that library") | kw("your library")).suppress()
#: ". Exile one of them face down and put the other on the bottom of that library."
_THE_OTHER = (lit(".") + sup("exile one of them face down and put the other") + _LIBRARY
              ).set_parse_action(lambda: False)
#: ", exile one of them face down, then put the rest on the bottom of that library in a
#: random order."
_THE_REST = (lit(",") + sup("exile one of them face down") + lit(",")
             + sup("then put the rest") + _LIBRARY + sup("in a random order")
             ).set_parse_action(lambda: True)


def _build(t: pp.ParseResults) -> list[tuple[str, list[LookExileOneFaceDown]]]:
    n, who, random = t[0], t[1], t[2]
    if not random and n != 2:
        raise pp.ParseException("", 0, "'the other' of more than two cards")
    return [("plain", [LookExileOneFaceDown(who=who, n=n, random=random)])]


LOOK_EXILE_ONE = (_LOOK + (_THE_OTHER | _THE_REST) + lit(".")).set_parse_action(_build)

__all__ = ["LOOK_EXILE_ONE"]
