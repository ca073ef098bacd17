"""608.2c: numbers of cards counted from what this spell or ability made players discard
(`rules.discarded_values`):

    You draw a card for each card discarded this way.                      (Syphon Mind)
    ... then draws cards equal to the greatest number of cards a player discarded this
    way.                                                                       (Windfall)
    Discard your hand, then draw cards equal to the number of cards discarded this way.
    Creatures you control get +0/+1 until end of turn for each card discarded this way.
                                                                         (Sacred Rites)

"For each card discarded this way" and "the number of cards discarded this way" are read
wherever a number may stand (`FOR_EACH_DISCARDED`, `DISCARDED_COUNT`), only after the
effect itself made a player discard earlier in the line: not after a cost ("Discard a card:
..." was discarded before the ability resolved, 601.2h, 602.2b) nor a trigger's event, nor
inside a quoted ability, where the events counted wouldn't be this resolution's (608.2c).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.this_way_effect import effect_before
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

_DISCARD = re.compile(r"\bdiscards?\b", re.IGNORECASE)


def _after_discard(s: str, loc: int, t: pp.ParseResults) -> None:
    """608.2c: the effect made a player discard before this number is read."""
    effect = effect_before(s, loc, "'discarded this way'")  # 602.1a, 603.1
    if not _DISCARD.search(effect) or "when you do" in effect.lower():
        raise pp.ParseException(s, loc, "'discarded this way' after no discard of the effect")


#: "for each card discarded this way".
FOR_EACH_DISCARDED = sup("for each card discarded this way").add_parse_action(
    _after_discard).add_parse_action(lambda: DiscardedThisWay())
#: "the number of cards discarded this way".
DISCARDED_COUNT = sup("the number of cards discarded this way").add_parse_action(
    _after_discard).add_parse_action(lambda: DiscardedThisWay())

__all__ = ["DISCARDED_CARDS", "DISCARDED_COUNT", "FOR_EACH_DISCARDED"]
