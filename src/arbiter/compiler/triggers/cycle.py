"""Trigger conditions about cycling (702.29c-d, 603.2):

    you cycle ~                        702.29c: "When you discard this card to pay an
                                       activation cost of a cycling ability" (it triggers
                                       from the zone the card wound up in)
    you cycle ~ and when ~ dies        either event (603.2), once for each
    you cycle a card / another card    a cycling ability's cost paid by you
    a player cycles a card             by anyone
    you cycle or discard a card        702.29d: triggers only once when a card is cycled:
    you cycle or discard another card  cycling a card is discarding it (701.9a), so the
                                       condition is "you discard a card"

The engine emits "cycle" as the cost is paid (`engine.casting.from_hand`) and runs "When you
cycle this card" from where the card went (`engine.keywords.cycling`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s

_SELF = Trigger("cycle", "self")

CYCLE_EVENT = pp.MatchFirst([
    kw("you cycle ~ and when ~ dies").set_parse_action(
        lambda: Trigger("any_of", "any", any_of=(_SELF, Trigger("dies", "self")))),
    kw("you cycle ~").set_parse_action(lambda: _SELF),
    kw("you cycle or discard a card").set_parse_action(lambda: Trigger("discard", "you")),
    kw("you cycle or discard another card").set_parse_action(
        lambda: Trigger("discard", "you", selector=s.OTHER)),
    kw("you cycle a card").set_parse_action(lambda: Trigger("cycle", "you")),
    kw("you cycle another card").set_parse_action(
        lambda: Trigger("cycle", "you", selector=s.OTHER)),
    kw("a player cycles a card").set_parse_action(lambda: Trigger("cycle", "any")),
])

__all__ = ["CYCLE_EVENT"]
