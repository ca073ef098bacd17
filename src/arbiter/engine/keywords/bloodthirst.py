"""Bloodthirst (702.54).

702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent
enters with N +1/+1 counters on it." 702.54b: "Bloodthirst X" means "This permanent enters
with X +1/+1 counters on it, where X is the total damage your opponents have been dealt this
turn." 702.54c: each instance applies separately.

A replacement effect as the permanent enters (614.1c, `engine.keywords.entering`), judged
for its controller as it enters. The damage each player has been dealt this turn is kept by
the turn (`TurnState.damage_dealt`, recorded as damage is dealt to a player, 120.3a-b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.state.objects import GameObject


def readable(param: str | None) -> bool:
    """"Bloodthirst N" or "Bloodthirst X" (702.54a-b)."""
    p = (param or "").strip()
    return p.isdigit() or p == "X"


def opponents_dealt(game: Game, player: int) -> int:
    """The total damage `player`'s opponents have been dealt this turn."""
    dealt = game.state.turn.damage_dealt
    return sum(dealt.get(p, 0) for p in game.opponents(player))


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.54a-b, as the permanent enters under its controller's control."""
    damage = opponents_dealt(game, obj.controller)
    p = (kw.param or "").strip()
    n = damage if p == "X" else (int(p) if damage > 0 else 0)
    if n > 0:
        game.put_counters(obj.id, "+1/+1", n)
        game.log(f"{game.name_of(obj.id)} enters with {n} +1/+1 counter(s) (bloodthirst, "
                 "702.54)")


__all__ = ["enters_with", "opponents_dealt", "readable"]
