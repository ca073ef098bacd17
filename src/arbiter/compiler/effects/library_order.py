"""Looking at the top of your library and putting the cards back, and shuffling (401.2,
701.24a):

    Look at the top three cards of your library, then put them back in any order.  (Ponder)
    You may shuffle.  /  Shuffle your library.

`LookAtTop` with no picks and the rest back on top in the order the player chooses
(`engine.zones.top_of_library`); `ShuffleLibrary` (`engine.keyword_actions.shuffle_library`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary
from arbiter.rules.instructions import objects as I

#: 401.2: "Look at the top N cards of your library, then put them back in any order."
LOOK_AND_PUT_BACK = (sup("look at the top") + NUMBER + sup("cards of your library") + lit(",")
                     + sup("then put them back in any order") + lit(".")
                     ).set_parse_action(lambda t: [("plain", [I.LookAtTop(t[0], (), "top_any")])])

#: 701.24a: "shuffle your library", or "shuffle" ending the sentence ("You may shuffle.").
SHUFFLE_LIBRARY = (kw("shuffle your library") | (kw("shuffle") + pp.FollowedBy(lit(".")))
                   ).set_parse_action(lambda: [[ShuffleLibrary()]])

__all__ = ["LOOK_AND_PUT_BACK", "SHUFFLE_LIBRARY"]
