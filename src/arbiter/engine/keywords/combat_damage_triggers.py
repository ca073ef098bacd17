"""702: keyword abilities that are triggered abilities of combat damage dealt to a player,
built from the CR's definition of each as a real triggered ability (603), run by the
engine's trigger machinery on its "combat_damage_to_player" event (510.2, 120.3):

- poisonous N (702.70a): "Whenever this creature deals combat damage to a player, that
  player gets N poison counters." (104.3d, 122.1f)
- ingest (702.115a): "Whenever this creature deals combat damage to a player, that player
  exiles the top card of their library." (406.3: face up)

Each instance triggers separately (702.70b, 702.115b). "That player" is the player dealt
the damage (603.2: the event's player). Poisonous whose N isn't a number printed on the
card gives None: it stays an explicit unsupported part.
"""

from __future__ import annotations

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import ExileTop, GivePlayerCounters, Ref

#: "Whenever this creature deals combat damage to a player" (510.2).
_DAMAGE = Trigger("combat_damage_to_player", "self")


def poisonous(param: str | None) -> TriggeredAbility | None:
    """702.70a: "Poisonous N", N a number printed on the card."""
    text = (param or "").strip()
    if not text.isdigit():
        return None
    n = int(text)
    counters = "a poison counter" if n == 1 else f"{n} poison counters"
    return TriggeredAbility(
        text=f"Whenever this creature deals combat damage to a player, that player gets "
             f"{counters}.",
        trigger=_DAMAGE,
        instructions=(GivePlayerCounters(kind="poison", n=n, who=Ref.event_player()),))


def ingest() -> TriggeredAbility:
    """702.115a."""
    return TriggeredAbility(
        text="Whenever this creature deals combat damage to a player, that player exiles the "
             "top card of their library.",
        trigger=_DAMAGE, instructions=(ExileTop(who=Ref.event_player()),))


__all__ = ["ingest", "poisonous"]
