"""406 / 401: "exile the top three cards of your library", "exiles the top card of their
library" as a verb phrase of `compiler.effects.player_effects` (the player who acts exiles
from their own library; `engine.zones.exile_top_cards`). One card is `ExileTop`, whose card
is "that card" for what follows."""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.zones.exile_top_cards import ExileTopCards
from arbiter.rules.instructions import objects as I

_COUNT = kw("card").set_parse_action(lambda: 1) | (AMOUNT + sup("cards"))


def _build(who: object, n: object, whose: list[str]) -> list[I.Instruction]:
    if (whose[0].lower() == "your") != (who == "you"):
        raise pp.ParseException("", 0, "the library isn't the acting player's")
    return [I.ExileTop(who) if n == 1 else ExileTopCards(n, who)]


def exile_top_verb(vp: Callable[..., pp.ParserElement]) -> pp.ParserElement:
    """"exile(s) the top N cards of your/their library" (`vp` builds it for the player
    who acts)."""
    return vp(kws("exile", "exiles").suppress() + sup("the top") + _COUNT + sup("of")
              + pp.Group(kws("your", "their")) + sup("library")
              + ~kw("face down"),
              lambda who, n, whose: _build(who, n, list(whose)))


__all__ = ["exile_top_verb"]
