"""506.5 / 508.1c: "This creature can't attack alone." A creature attacks alone if it's the
only creature declared as an attacker (506.5); a declaration in which such a creature is the
only attacker disobeys a restriction and is illegal (508.1c).

With a requirement (508.1d: "attacks each combat if able", goad): the creature obeys it only
by attacking beside another creature, so declaring no attackers obeys the most requirements
possible when no other creature could attack without a cost (508.1h); otherwise attacking
with both obeys more.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 506.5: "can't attack alone", on the creature.
CANT_ATTACK_ALONE = "cant_attack_alone"


def cant_attack_alone(game: Game, creature: int) -> bool:
    return bool(rules_on(game, creature, CANT_ATTACK_ALONE))


def alone_problem(game: Game, assignment: Mapping[int, Any]) -> str | None:
    """508.1c: the only attacker declared can't attack alone."""
    if len(assignment) == 1:
        (only,) = assignment
        if cant_attack_alone(game, only):
            return f"{game.name_of(only)} can't attack alone (506.5, 508.1c)"
    return None


def others_could_attack(game: Game, creature: int) -> bool:
    """Whether another creature the active player controls could attack without paying a
    cost to attack (508.1d, 508.1h)."""
    from arbiter.engine.combat.declare import free_attack_options

    active = game.state.turn.active
    return any(o != creature and game.chars(o).controller == active
               and free_attack_options(game, o) for o in game.state.battlefield())


def requirement_waived(game: Game, creature: int, assignment: Mapping[int, Any]) -> bool:
    """508.1d: a creature that can't attack alone isn't made to attack when no other creature
    attacks and none could without a cost (attacking alone would break 508.1c)."""
    return cant_attack_alone(game, creature) and not any(
        c != creature for c in assignment) and not others_could_attack(game, creature)


__all__ = ["CANT_ATTACK_ALONE", "alone_problem", "cant_attack_alone", "others_could_attack",
           "requirement_waived"]
