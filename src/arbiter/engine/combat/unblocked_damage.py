"""Assigning a blocked creature's combat damage as though it weren't blocked (510.1b-c).

An effect ("You may have ~ assign its combat damage as though it weren't blocked", rule
"may_assign_as_though_unblocked", `compiler.statics.unblocked_damage`) gives a player the choice,
made as combat damage is assigned (510.1): yes, and the creature assigns all its combat
damage as an unblocked creature does (510.1b, to what it's attacking; nothing if that is gone)
and none to its blockers; no, and it assigns as a blocked creature (510.1c). Each effect's
player may choose; one "yes" is enough.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

RULE = "may_assign_as_though_unblocked"


def as_though_unblocked(game: Game, attacker: int) -> bool:
    """510.1b-c: whether the blocked `attacker` assigns its combat damage as though it
    weren't blocked (its choosers are asked, each once)."""
    choosers: list[int] = []
    for effect, who in rules_on(game, attacker, RULE):
        p = effect.controller if who == "you" else game.chars(attacker).controller
        if p not in choosers:
            choosers.append(p)
    name = game.name_of(attacker)
    for p in choosers:
        if game.decide(Decision("may", f"have {name} assign its combat damage as though it "
                                "weren't blocked? (510.1b)", p,
                                [("yes", True), ("no", False)], key=f"unblocked:{attacker}")):
            game.log(f"{name} assigns its combat damage as though it weren't blocked")
            return True
    return False


__all__ = ["RULE", "as_though_unblocked"]
