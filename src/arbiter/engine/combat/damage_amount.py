"""510.1a: each attacking and blocking creature assigns combat damage equal to its power. An
effect may say it assigns combat damage "equal to its toughness rather than its power"
(Gauntlets of Light, Treefolk Umbra, Arcades, Solid Footing; rule `BY_TOUGHNESS`, a
`rules.parts.RulesPart` on the creature): that creature assigns as much combat damage as its
toughness instead. A creature that would assign 0 or less assigns none (510.1a). An effect
may say it "assigns no combat damage this turn" (Ophidian, Laccolith Grunt; rule
`NO_COMBAT_DAMAGE`): it assigns none, as a creature whose power is 0 doesn't."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: "assigns combat damage equal to its toughness rather than its power".
BY_TOUGHNESS = "assigns_combat_damage_by_toughness"
#: 510.1a: "assigns no combat damage this turn".
NO_COMBAT_DAMAGE = "assigns_no_combat_damage"


def combat_damage_amount(game: Game, oid: int) -> int:
    """510.1a: how much combat damage the creature `oid` assigns (its power, or its toughness
    under an effect of `BY_TOUGHNESS`; none under an effect of `NO_COMBAT_DAMAGE`)."""
    if rules_on(game, oid, NO_COMBAT_DAMAGE):
        return 0  # 510.1a: a creature that would assign 0 assigns no combat damage at all
    ch = game.chars(oid)
    if rules_on(game, oid, BY_TOUGHNESS):
        return ch.toughness or 0
    return ch.power or 0


__all__ = ["BY_TOUGHNESS", "NO_COMBAT_DAMAGE", "combat_damage_amount"]
