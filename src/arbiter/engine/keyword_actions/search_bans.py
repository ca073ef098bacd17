"""701.23 / 101.2: "Players can't search libraries." (Mindlock Orb), "Your opponents can't
search libraries." (Stranglehold) as static abilities, and "Players can't search libraries
this turn." (Shadow of Doubt: an effect of a resolved spell on its controller, 611.2c, until
end of turn).

A player who can't search a library searches none: an instruction to search a library finds
no card there (every search takes its cards from `keyword_actions.searched_cards.searched`,
which asks `may_search` first), while the rest of the instruction is still carried out
(101.3: only the impossible part is ignored; "then shuffle" still shuffles, 701.24a). Given a
choice of zones to search ("your graveyard, hand, and/or library"), such a player can't
choose the library (`keyword_actions.search_zones`).

The rules effect `SEARCH_BAN` has as detail whom it stops: "each" (every player), "you" (its
controller) or "opponents" (its controller's opponents)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "<players> can't search libraries".
SEARCH_BAN = "search_ban"


def may_search(game: Game, player: int) -> bool:
    """101.2: may `player` search a library? (No such effect: yes, at once.)"""
    for _ts, who, controller in rules_effects(game, SEARCH_BAN):
        mine = controller == player
        if who == "each" or (who == "you" and mine) or (who == "opponents" and not mine):
            return False
    return True


__all__ = ["SEARCH_BAN", "may_search"]
