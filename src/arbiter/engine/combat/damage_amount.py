"""510.1a: how much combat damage a creature assigns.

Each attacking and blocking creature assigns combat damage equal to its power; a creature
that would assign 0 or less assigns none. An effect may say a creature "assigns combat
damage equal to its toughness rather than its power" (Doran, the Siege Tower; Assault
Formation): the rules part `ASSIGNS_TOUGHNESS` on that creature, which the layer system puts
on whatever the static ability applies to at the moment damage is assigned (611.3a). The
amount is the creature's toughness then, as its power would have been.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "<creatures> assign(s) combat damage equal to its toughness rather than
#: its power" (510.1a).
ASSIGNS_TOUGHNESS = "assigns_combat_damage_by_toughness"


def combat_damage_amount(game: Game, creature: int) -> int:
    """510.1a: the combat damage `creature` assigns (0 or less: none)."""
    ch = game.chars(creature)
    if rules_on(game, creature, ASSIGNS_TOUGHNESS):
        return ch.toughness or 0
    return ch.power or 0


__all__ = ["ASSIGNS_TOUGHNESS", "combat_damage_amount"]
