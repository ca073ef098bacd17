"""One card chosen from the hand put onto the battlefield (608.2d, 110.2, 305.4;
`engine.zones.hand_to_battlefield`); "You may" before it is the sentence's `MayDo`:

    put a creature card from your hand onto the battlefield           (Quicksilver Amulet)
    put a land card from your hand onto the battlefield tapped        (Horizon of Progress)
    put a creature card with mana value equal to the number of charge counters on ~ from
        your hand onto the battlefield                                (Aether Vial, 202.3)

Only one card (a singular noun), only from the player's own hand; "attached to ~",
"blocking that creature", "tapped and attacking" and "for each ..." after it stay unread (the
clause must be followed by the sentence's end).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.counter_selectors import ManaValueEqualsSourceCounters
from arbiter.rules.instructions import MayDo
from arbiter.rules.instructions.hand_to_battlefield import PutCardFromHand

_A = kws("a", "an").suppress()
_TAPPED = pp.Optional(kw("tapped").set_parse_action(lambda: True), default=False)
_END = pp.FollowedBy(pp.Literal(".") | pp.Literal(",") + kws("then", "and"))


def _one_card(noun: Noun) -> bool:
    return noun.kind == "card" and not noun.plural and not noun.other


def _in_hand(t: pp.ParseResults) -> bool:
    return _one_card(t[0]) and t[0].zones == ("hand",)


def _anywhere(t: pp.ParseResults) -> bool:
    return _one_card(t[0]) and t[0].zones != ("hand",)


#: "... with mana value equal to the number of <kind> counters on ~" (202.3, 122.1).
_MV_COUNTERS = (sup("with mana value equal to the number of") + COUNTER_KIND
                + sup("counters on ~")).set_parse_action(
    lambda t: ManaValueEqualsSourceCounters(t[0]))


def _from_hand(noun: Noun, extra: s.Selector | None = None) -> s.Selector:
    preds = [p for p in noun.preds if p != s.OwnedByYou()]
    return s.And((s.InZone(("hand",)), s.OwnedByYou(), *preds, *([extra] if extra else [])))


_PUT = pp.MatchFirst([
    (sup("put") + _A + NOUN.copy().add_condition(_in_hand) + sup("onto the battlefield")
     + _TAPPED + _END).set_parse_action(
        lambda t: [[PutCardFromHand(_from_hand(t[0]), tapped=t[1])]]),
    (sup("put") + _A + NOUN.copy().add_condition(_anywhere) + _MV_COUNTERS
     + sup("from your hand onto the battlefield") + _TAPPED + _END).set_parse_action(
        lambda t: [[PutCardFromHand(_from_hand(t[0], t[1]), tapped=t[2])]]),
])
#: "[draw a card,] then you may put a land card from your hand onto the battlefield"
#: (Chulane, Teller of Tales): the "may" inside the sentence is the clause's own choice (608.2d).
PUT_CARD_FROM_HAND = _PUT | (sup("you may") + _PUT.copy()).set_parse_action(
    lambda t: [[MayDo(do=tuple(t[0]))]])

__all__ = ["PUT_CARD_FROM_HAND"]
