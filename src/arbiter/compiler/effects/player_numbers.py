"""Numbers of a resolving effect about the player a trigger's event names, and differences
(107.1, 608.2h), as grammar (values: `rules.player_counts`):

    the number of cards in their hand                 (that player's hand, 402.1)
    the number of Swamps they control                 (Karma)
    the number of cards in their hand minus 4         (Black Vise; 107.1b: never below zero)
    3 minus the number of cards in their hand         (The Rack)

"They" / "their" / "that player" become a reference bound like any "that player"
(`compiler.grammar.refs`): a line whose event names no player is left unread. Offered only
where a resolving effect counts (`compiler.effects.effects.EQUAL_TO`,
`compiler.effects.sentences.WHERE_X`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.predicates import COUNT
from arbiter.rules import selectors as s
from arbiter.rules.event_selectors import ControlledByEventPlayer
from arbiter.rules.player_counts import CardsInHandOf, ControlledBy, Difference
from arbiter.rules.turn_start_lands import UntappedLandsAtTurnStart

_THEIR_HAND = (sup("the number of cards in") + kws("their hand", "that player's hand")
               ).set_parse_action(lambda: CardsInHandOf())


def _controlled(t: pp.ParseResults) -> ControlledBy:
    """"<noun> they control" / "<noun> that player controls": the noun's selector without
    the player part, counted among that player's permanents."""
    n: Noun = t[0]
    sel = n.selector()
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    has_player = any(isinstance(p, ControlledByEventPlayer) for p in parts)
    if has_player == (len(t) > 1):
        raise pp.ParseException("", 0, "'they control' and 'that player controls' both or "
                                "neither")
    rest = tuple(p for p in parts if not isinstance(p, ControlledByEventPlayer))
    return ControlledBy(rest[0] if len(rest) == 1 else s.And(rest))


_THEY_CONTROL = (sup("the number of") + NOUN + pp.Optional(kws("they control")).copy()
                 ).set_parse_action(_controlled)
#: "the number of cards in their hand", "the number of Swamps they control".
PLAYER_COUNT = _THEIR_HAND | _THEY_CONTROL
#: 500.1: "the number of untapped lands they controlled at the beginning of this turn" (Power
#: Surge; `rules.turn_start_lands`).
UNTAPPED_LANDS_AT_TURN_START = kws(
    "the number of untapped lands they controlled at the beginning of this turn",
    "the number of untapped lands that player controlled at the beginning of this turn"
).set_parse_action(lambda: UntappedLandsAtTurnStart())
_TERM = PLAYER_COUNT | COUNT
#: "<count> minus N", "N minus <count>" (107.1b: a negative result is zero).
DIFFERENCE = pp.MatchFirst([
    (NUMBER + sup("minus") + _TERM).set_parse_action(lambda t: Difference(t[0], t[1])),
    (_TERM + sup("minus") + NUMBER).set_parse_action(lambda t: Difference(t[0], t[1])),
])

__all__ = ["DIFFERENCE", "PLAYER_COUNT", "UNTAPPED_LANDS_AT_TURN_START"]
