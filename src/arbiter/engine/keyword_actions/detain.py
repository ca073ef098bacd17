"""Detain (701.35).

701.35a: "Until the next turn of the controller of that spell or ability, that permanent
can't attack or block and its activated abilities can't be activated."

Detaining creates a continuous effect (611.2c: on the permanents chosen as the spell or
ability resolves) of three rules parts (613.11): can't attack and can't block (checked where
attackers and blockers are declared, `engine.combat.declare`) and `CANT_ACTIVATE` (checked
for every activated ability a player would activate, mana abilities and loyalty abilities
included, `engine.casting.activation.restriction_problem` and the mana abilities that pay a
cost, `engine.mana.sources`). The duration "until your next turn" ends as that player's next
turn begins (`engine.turn.steps`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.parts import RulesPart

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 701.35a: "its activated abilities can't be activated".
CANT_ACTIVATE = "cant_activate_its_abilities"

#: 701.35a: what a detained permanent can't do, as the parts of one effect.
DETAIN_PARTS = (RulesPart("cant_attack"), RulesPart("cant_block"), RulesPart(CANT_ACTIVATE))


def activation_forbidden(game: Game, oid: int) -> str | None:
    """Why no activated ability of `oid` can be activated (701.35a), or None."""
    from arbiter.engine.rules_effects import rules_on

    found = rules_on(game, oid, CANT_ACTIVATE)
    if not found:
        return None
    return f"{game.name_of(oid)}'s activated abilities can't be activated " \
           f"({found[0][0].name}, 701.35a)"


__all__ = ["CANT_ACTIVATE", "DETAIN_PARTS", "activation_forbidden"]
