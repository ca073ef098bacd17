"""608.2g / 118.9: "exile the top card of each player's library, then you may cast any
number of spells from among those cards without paying their mana costs" (Etali, Primal
Storm; `engine.casting.cast_exiled_free`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.casting.cast_exiled_free import ExileTopCastFree

EXILE_TOP_CAST_FREE = kw(
    "exile the top card of each player's library, then you may cast any number of spells "
    "from among those cards without paying their mana costs").set_parse_action(
    lambda: [[ExileTopCastFree("each_player")]])

__all__ = ["EXILE_TOP_CAST_FREE"]
