"""508.1a, 603.2c: "Whenever one or more creatures attack you, ..." (Orim's Prayer): it
triggers once as attackers are declared (the "player_attacks" event, 508.3d) when at least
one of the creatures declared as attackers attacks the ability's controller (a planeswalker
they control or a battle they protect isn't them, 506.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event

SUBJECT = "creatures_attack_you"


def creatures_attack_you(game: Game, ev: Event, controller: int) -> bool:
    combat = game.state.combat
    if ev.kind != "player_attacks" or combat is None:
        return False
    return any(tuple(defender) == ("player", controller)
               for defender in combat.declared.values())


__all__ = ["SUBJECT", "creatures_attack_you"]
