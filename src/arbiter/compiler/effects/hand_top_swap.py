"""406.3 / 401.4: Scroll Rack's three sentences, read as one
(`engine.zones.hand_top_swap`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.zones.hand_top_swap import HandTopSwap

#: "Exile any number of cards from your hand face down. Put that many cards from the top of
#: your library into your hand. Then look at the exiled cards and put them on top of your
#: library in any order."
HAND_TOP_SWAP = (
    sup("exile any number of cards from your hand face down") + lit(".")
    + sup("put that many cards from the top of your library into your hand") + lit(".")
    + sup("then look at the exiled cards and put them on top of your library in any order")
    + lit(".")).set_parse_action(lambda: [("plain", [HandTopSwap()])])

__all__ = ["HAND_TOP_SWAP"]
