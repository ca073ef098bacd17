""""That player" in a target requirement of a triggered ability (603.2, 115.1):

    Whenever ~ deals combat damage to a player, you may have it deal 2 damage to target
    creature that player controls.

The noun phrase "<objects> that player controls" (`compiler.grammar.nouns`) is a selector the engine
binds to the trigger event's player as the ability is put on the stack (603.3d, when its
targets are chosen; `engine.triggers.triggered`). Only a target requirement is bound there, and only
events that name one player do so, so anywhere else the line is left unread.
"""

from __future__ import annotations

import dataclasses

from arbiter.rules.abilities import Ability, TriggeredAbility
from arbiter.rules.event_selectors import mentions_event_player

#: Trigger events whose `player` is the one player "that player" names (510.2: the player
#: dealt combat damage; "At the beginning of combat on each opponent's turn, tap target
#: creature that player controls": the active player).
PLAYER_EVENTS = frozenset({"combat_damage_to_player",
                           "player_attacked",  # 508.1a: the player attacked
                           "step"})  # 503.1: the active player whose step began


def _uses(a: Ability) -> bool:
    return any(mentions_event_player(getattr(a, f.name)) for f in dataclasses.fields(a))


def event_player_ok(abilities: list[Ability]) -> bool:
    """Whether every "that player controls" in these abilities can be bound: in a target of
    a triggered ability whose event names a player."""
    for a in abilities:
        if not _uses(a):
            continue
        if not isinstance(a, TriggeredAbility) or a.trigger is None or \
                a.trigger.event not in PLAYER_EVENTS:
            return False
        if mentions_event_player((a.trigger, a.instructions, a.intervening_if)):
            return False
    return True


__all__ = ["PLAYER_EVENTS", "event_player_ok"]
