""""<effect> unless you <do something>" (118.12) where the cost is an action, as grammar:

    When this creature enters, sacrifice it unless you discard a card.
    When this creature enters, sacrifice it unless you discard a card at random.
                                                        (701.9b: the game picks the card)
    At the beginning of your upkeep, sacrifice this creature unless you sacrifice a land.
                                                        (118.12: a cost paid as the
                                                        ability resolves; 701.9a, 701.21a)

The player may pay only if they can (118.3: a card in hand, enough permanents to
sacrifice; "another creature" is one other than the ability's source); if they don't, the
effect happens (`engine.stack.payments`).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, located
from arbiter.rules import costs as K
from arbiter.rules.random_discard_cost import DiscardCardAtRandom

_NOUN_TEXT = located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _sacrifice(t: pp.ParseResults) -> list[tuple[K.Cost, ...]]:
    how, n = t[0], t[1]
    count = 1 if how in ("a", "another") else how
    noun = replace(n, other=True) if how == "another" else n
    words = f"{how} {n.text}"
    return [(K.SacrificePermanents(noun.selector(), count, description=words),)]


_ACTION = pp.MatchFirst([
    # 701.9b: "discard a card at random" (`rules.random_discard_cost`)
    kw("discard a card at random").set_parse_action(lambda: [(DiscardCardAtRandom(),)]),
    kw("discard a card").set_parse_action(lambda: [(K.DiscardCard(),)]),
    (sup("sacrifice") + (kws("a", "an").set_parse_action(lambda: "a")
                         | kw("another").set_parse_action(lambda: "another") | NUMBER)
     + _NOUN_TEXT).set_parse_action(_sacrifice),
])
#: 118.12: "unless you <action>"; the payer is "you".
UNLESS_YOU = (sup("unless you") + _ACTION + pp.FollowedBy(".")).set_parse_action(
    lambda t: [("unless", "you", t[0])])

__all__ = ["UNLESS_YOU"]
