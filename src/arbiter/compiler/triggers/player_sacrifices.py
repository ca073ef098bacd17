"""603.2, 701.21a: trigger conditions on a sacrifice by any player or by an opponent.

    Whenever a player sacrifices a permanent, ...                      (Mayhem Devil)
    Whenever a player sacrifices another creature, ...                 (Zodiark)
    Whenever an opponent sacrifices a creature, you create a Treasure token.   (Malik)
    Whenever an opponent sacrifices a noncreature token, that player gets ...  (Bloodroot)
    Whenever one or more players sacrifice one or more creatures, ... This ability
    triggers only once each turn.                                      (Evin)

The engine's "sacrificed" event names the permanent and the player who sacrificed it, its
controller (701.21a); the permanent is matched against the phrase as it last existed on the
battlefield (603.6c, 603.10a: a sacrifice is a leaves-the-battlefield event, so the source
sacrificed with others sees them). "That player" is the player who sacrificed it
(`compiler.triggers.event_players`). "One or more players sacrifice one or more ..." is read
only with "This ability triggers only once each turn." (then triggering on the first
sacrifice is the same; `compiler.lines`); a batch reading stays unread (603.2c,
`compiler.triggers.batch_events`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s


def _trigger(n: Noun, other: bool, by: str) -> Trigger:
    if n.kind != "permanent":
        raise pp.ParseException("", 0, "only permanents are sacrificed (701.21a)")
    preds = list(n.preds)
    if other:
        preds.append(s.OTHER)  # "another": not the ability's source
    selector = None if not preds else preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return Trigger("sacrificed", "any", selector=selector,
                   by="opponent" if by == "opponent" else "any")


def _one(t: pp.ParseResults) -> Trigger:
    items = list(t)
    return _trigger(items[-1], items[1] == "another", items[0])


_WHO = pp.MatchFirst([kw("a player").set_parse_action(lambda: "any"),
                      kw("an opponent").set_parse_action(lambda: "opponent")])
_ARTICLE = pp.MatchFirst([kw("another").set_parse_action(lambda: "another"),
                          kws("a", "an").set_parse_action(lambda: "a")])

_ONE = (_WHO + sup("sacrifices") + _ARTICLE + NOUN + pp.FollowedBy(",")).set_parse_action(_one)
PLAYER_SACRIFICES = _ONE.set_name("a player sacrifices")
#: 603.2c: the words after "one or more" (`compiler.triggers.triggers._ONE_OR_MORE`).
PLAYERS_SACRIFICE = (sup("players sacrifice one or more") + NOUN + pp.FollowedBy(",")
                     ).set_parse_action(lambda t: _trigger(t[0], False, "batch"))

__all__ = ["PLAYERS_SACRIFICE", "PLAYER_SACRIFICES"]
