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

from arbiter.engine.rules_effects import rules_on
from arbiter.rules.parts import RulesPart

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: 701.35a: "its activated abilities can't be activated".
CANT_ACTIVATE = "cant_activate_its_abilities"

#: 701.35a: what a detained permanent can't do, as the parts of one effect.
DETAIN_PARTS = (RulesPart("cant_attack"), RulesPart("cant_block"),
                RulesPart(CANT_ACTIVATE, "detain"))


#: 602.5 / 605.1a: the detail of a `CANT_ACTIVATE` part that spares mana abilities ("its
#: activated abilities can't be activated unless they're mana abilities").
UNLESS_MANA = "unless_mana"


def activation_forbidden(game: Game, oid: int, mana_ability: bool = False) -> str | None:
    """Why no activated ability of `oid` can be activated (701.35a, 602.5), or None; a mana
    ability (605.1a) is spared by an effect that says "unless they're mana abilities"."""

    found = [(e, d) for e, d in rules_on(game, oid, CANT_ACTIVATE)
             if not (mana_ability and d == UNLESS_MANA)]
    if not found:
        return None
    rule = "701.35a" if found[0][1] == "detain" else "602.5"
    return f"{game.name_of(oid)}'s activated abilities can't be activated " \
           f"({found[0][0].name}, {rule})"


__all__ = ["CANT_ACTIVATE", "DETAIN_PARTS", "UNLESS_MANA", "activation_forbidden"]
