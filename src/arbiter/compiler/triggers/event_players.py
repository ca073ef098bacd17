""""That player" after a trigger condition (603.2): the player the event names.

    Whenever a player draws a card, ~ deals 1 damage to that player.      (Underworld Dreams)
    Whenever an opponent sacrifices a noncreature token, that player gets two poison
    counters.                                                             (Bloodroot Apothecary)

An event that names a player binds "that player" to it; an event about an object an opponent
controls binds it to that object's controller (`compiler.triggers.opponents_object`); any
other trigger leaves "that player" unread.
"""

from __future__ import annotations

from arbiter.compiler.triggers.opponents_object import opponents_object_player
from arbiter.engine.triggers.activations import ACTIVATED
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.instructions import objects as I

#: Events that name a player: "that player" is that player (603.2, 510.2).
PLAYER_EVENTS = {"combat_damage_to_player": I.Ref.event_player(),
                 "cast": I.Ref.event_player(),  # 601.2i: the caster
                 "cast_or_copy": I.Ref.event_player(),  # 707.10: or who copied it
                 "damage_to_player": I.Ref.event_player(),  # 120.3: the player dealt it
                 "step": I.Ref.event_player(),  # 503.1: the active player (whose upkeep)
                 "discard": I.Ref.event_player(),  # 701.9a: the player who discarded
                 # 701.9a: the opponent whose spell or ability made you discard this card
                 "discarded_by_opponent": I.Ref.event_player(),
                 "tapped_for_mana": I.Ref.event_player(),  # 106.12: the player who tapped
                 "draw": I.Ref.event_player(),  # 121.1: the player who drew
                 "land_played": I.Ref.event_player(),  # 305.1: the player who played it
                 # 603.2c: the player dealt combat damage
                 "combat_damage_batch": I.Ref.event_player(),
                 "attacks_player": I.Ref.event_player(),  # 508.1b: the player attacked
                 "player_attacked": I.Ref.event_player(),  # 508.1a: the player attacked
                 # 701.21a: the player who sacrificed it (its controller)
                 "sacrificed": I.Ref.event_player(),
                 # 119.3: the player who gained or lost life
                 "gain_life": I.Ref.event_player(), "loses_life": I.Ref.event_player(),
                 ACTIVATED: I.Ref.event_player()}  # 602.2b: the player who activated it

#: `compiler.triggers.source_damage`'s events: the player dealt damage by a source.
SOURCE_DAMAGE_EVENTS = frozenset({"noncombat_damage_to_player", "source_damage_to_player"})


def event_player(trigger: Trigger) -> I.Ref | None:
    """What "that player" means before the effect names a player: the player the event names
    (603.2), or the opponent controlling the event's object ("Whenever a creature an
    opponent controls dies, that player loses 2 life", `compiler.triggers.opponents_object`)."""
    if trigger.event in SOURCE_DAMAGE_EVENTS:
        # 120.3: "a source you control deals damage to an opponent, ... that player": the
        # player dealt damage; after "... to you" it would be the source's controller: unread
        return I.Ref.event_player() if trigger.by != "you" else None
    return PLAYER_EVENTS.get(trigger.event) or opponents_object_player(trigger)


__all__ = ["PLAYER_EVENTS", "event_player"]
