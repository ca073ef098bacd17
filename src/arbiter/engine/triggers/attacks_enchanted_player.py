"""508.1a, 603.2, 303.4b: "Whenever a player attacks enchanted player with one or more
creatures, ..." (the player Curses: Curse of Shallow Graves, Curse of Inertia): it triggers
once as attackers are declared (the "player_attacks" event, 508.3d) when at least one of the
creatures declared as attackers attacks the player the Aura enchants (a planeswalker or
battle that player controls or protects isn't that player, 506.3). "That attacking player"
is the player who declared them (the event's player)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.enchant_player import enchanted_player

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event

SUBJECT = "attacks_enchanted_player"


def attacks_enchanted_player(game: Game, ev: Event, source: int) -> bool:
    combat = game.state.combat
    player = enchanted_player(game, source)
    if ev.kind != "player_attacks" or combat is None or player is None:
        return False
    return any(tuple(defender) == ("player", player) for defender in combat.declared.values())


__all__ = ["SUBJECT", "attacks_enchanted_player"]
