""""<effect> unless you <do something>" (118.12) where the cost is an action, as grammar:

    When this creature enters, sacrifice it unless you discard a card.
    When this creature enters, sacrifice it unless you discard a card at random.
                                                        (701.9b: the game picks the card)
    At the beginning of your upkeep, sacrifice this creature unless you sacrifice a land.
                                                        (118.12: a cost paid as the
                                                        ability resolves; 701.9a, 701.21a)
    When this creature enters, sacrifice it unless you discard a land card.   (701.9a)
    When this land enters, sacrifice it unless you return a non-Lair land you control to
    its owner's hand.                                   (`engine.stack.resolution_object_costs`)
    At the beginning of your upkeep, sacrifice this creature unless you exile the top
    creature card of your graveyard.                    (404.2: Barrow Ghoul)

The player may pay only if they can (118.3: a card in hand, enough permanents to
sacrifice; "another creature" is one other than the ability's source); if they don't, the
effect happens (`engine.stack.payments`).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.costs.object_costs import EXILE_TOP_OF_GRAVEYARD
from arbiter.compiler.grammar.lexicon import A_NUMBER, NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, located
from arbiter.rules import costs as K
from arbiter.rules import selectors as s
from arbiter.rules.object_costs import DiscardCards, ReturnToHand
from arbiter.rules.random_discard_cost import DiscardCardAtRandom

_NOUN_TEXT = located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _sacrifice(t: pp.ParseResults) -> list[tuple[K.Cost, ...]]:
    how, n = t[0], t[1]
    count = 1 if how in ("a", "another") else how
    noun = replace(n, other=True) if how == "another" else n
    article = "an" if n.text[:1].lower() in "aeiou" else "a"
    words = f"{article if how == 'a' else how} {n.text}"
    return [(K.SacrificePermanents(noun.selector(), count, description=words),)]


def _discard_cards(t: pp.ParseResults) -> list[tuple[K.Cost, ...]]:
    """701.9a: "discard a land card", "discard two cards" (cards in the payer's hand)."""
    n, noun = int(t[0]), t[1]
    if noun.kind != "card" or tuple(noun.zones) != _ANY_CARD_ZONES or noun.other:
        raise pp.ParseException("", 0, "not cards in a hand")
    words = noun.text if n == 1 else f"{n} {noun.text}"
    return [(DiscardCards(s.And(noun.preds) if noun.preds else None, n, description=words),)]


def _return(t: pp.ParseResults) -> list[tuple[K.Cost, ...]]:
    """"return a land you control to its owner's hand" (permanents the payer controls)."""
    how, noun = t[0], t[1]
    n = 1 if how == "another" else int(how)
    if noun.kind != "permanent" or s.YOURS not in noun.preds:
        raise pp.ParseException("", 0, "not permanents you control")
    noun = replace(noun, other=True) if how == "another" else noun
    words = {1: "a"}.get(how, str(how)) if how != "another" else how
    return [(ReturnToHand(noun.selector(), n, description=f"{words} {noun.text}"),)]


#: The zones of a card noun with no zone words ("a land card"): cards judged in the hand.
_ANY_CARD_ZONES = ("graveyard", "hand", "library", "exile")
_TO_HAND = sup("to its owner's hand") | sup("to their owner's hand") \
    | sup("to their owners' hands")

_ACTION = pp.MatchFirst([
    # 701.9b: "discard a card at random" (`rules.random_discard_cost`)
    kw("discard a card at random").set_parse_action(lambda: [(DiscardCardAtRandom(),)]),
    kw("discard a card").set_parse_action(lambda: [(K.DiscardCard(),)]),
    (sup("discard") + A_NUMBER + _NOUN_TEXT).set_parse_action(_discard_cards),  # 701.9a
    (sup("return") + (A_NUMBER | kw("another").set_parse_action(lambda: "another"))
     + _NOUN_TEXT + _TO_HAND).set_parse_action(_return),  # 400.3
    (sup("sacrifice") + (kws("a", "an").set_parse_action(lambda: "a")
                         | kw("another").set_parse_action(lambda: "another") | NUMBER)
     + _NOUN_TEXT).set_parse_action(_sacrifice),
    # 404.2: "exile the top creature card of your graveyard" (its topmost such card)
    EXILE_TOP_OF_GRAVEYARD.copy().add_parse_action(lambda t: [(t[0],)]),
])
#: 118.12: "unless you <action>"; the payer is "you".
UNLESS_YOU = (sup("unless you") + _ACTION + pp.FollowedBy(".")).set_parse_action(
    lambda t: [("unless", "you", t[0])])

#: One action paid as a cost as the effect resolves (`compiler.effects.cost_choices`).
ACTION = _ACTION
#: The costs of "sacrifice <n> <noun>" and "discard <n> <noun>" from their words
#: (`compiler.effects.unless_they_act`).
sacrifice_cost = _sacrifice
discard_cards_cost = _discard_cards

__all__ = ["ACTION", "UNLESS_YOU", "discard_cards_cost", "sacrifice_cost"]
