"""510.1a: each attacking and blocking creature assigns combat damage equal to its power. An
effect may say it assigns combat damage "equal to its toughness rather than its power"
(Gauntlets of Light, Treefolk Umbra, Arcades, Solid Footing; rule `BY_TOUGHNESS`, a
`rules.parts.RulesPart` on the creature): that creature assigns as much combat damage as its
toughness instead. A creature that would assign 0 or less assigns none (510.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: "assigns combat damage equal to its toughness rather than its power".
BY_TOUGHNESS = "assigns_combat_damage_by_toughness"


def combat_damage_amount(game: Game, oid: int) -> int:
    """510.1a: how much combat damage the creature `oid` assigns (its power, or its toughness
    under an effect of `BY_TOUGHNESS`)."""
    ch = game.chars(oid)
    if rules_on(game, oid, BY_TOUGHNESS):
        return ch.toughness or 0
    return ch.power or 0


__all__ = ["BY_TOUGHNESS", "combat_damage_amount"]
