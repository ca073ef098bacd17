"""608.2c: numbers of cards counted from what this spell or ability made players discard
(`rules.discarded_values`):

    You draw a card for each card discarded this way.                      (Syphon Mind)
    ... then draws cards equal to the greatest number of cards a player discarded this
    way.                                                                       (Windfall)
    Discard your hand, then draw cards equal to the number of cards discarded this way.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.discarded_values import DiscardedThisWay

#: The number of cards drawn ("draw <this>"), before the other counts of `player_effects`.
DISCARDED_CARDS = pp.MatchFirst([
    sup("a card for each card discarded this way").set_parse_action(
        lambda: DiscardedThisWay()),
    (kws("cards equal to the number of cards discarded this way",
         "a number of cards equal to the number of cards discarded this way")
     ).set_parse_action(lambda: DiscardedThisWay()),
    sup("cards equal to the greatest number of cards a player discarded this way"
                   ).set_parse_action(lambda: DiscardedThisWay(most=True)),
])

__all__ = ["DISCARDED_CARDS"]
