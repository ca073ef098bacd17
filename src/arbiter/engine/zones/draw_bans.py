"""121.2b / 101.2: static abilities that stop card draws:

    Players can't draw cards.                                  (Omen Machine, Maralen)
    Each player can't draw more than one card each turn.       (Spirit of the Labyrinth)
    Each opponent can't draw more than one card each turn.     (Narset, Parter of Veils)

The rules effect `DRAW_BAN` (613.10: an effect of its source's controller) has as detail a
`DrawBan`: whom it stops ("each", "you", "opponents") and how many cards they may still draw
each turn (None: none at all). 121.2b: such an effect applies to individual card draws, so an
instruction to draw several cards is carried out as far as it may be ("draw three cards" with
none drawn yet this turn draws one). A draw that can't happen isn't an event at all, so
nothing replaces it (614.1: a replacement effect watches for an event that would happen) and
"if you do" after "you may draw a card" finds nothing done (101.3, 608.2c). The cards drawn
this turn are `TurnState.cards_drawn` (121.1; opening hands aren't counted, 103.5). Arbiter
offers no choice or cost of drawing several cards while such an effect applies (the other
cases 121.2b names)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "<players> can't draw cards" / "... more than one card each turn".
DRAW_BAN = "draw_ban"


@dataclass(frozen=True)
class DrawBan:
    """Whom it stops ("each", "you", "opponents") and the cards each of them may draw each
    turn (`limit`; None: no card at all)."""

    who: str
    limit: int | None = None


def may_draw(game: Game, player: int) -> bool:
    """121.2b / 101.2: may `player` draw a card now? (No such effect: yes, at once.)"""
    if game.state.opening_hand_actions:
        return True  # 103.5: the opening hand is drawn before the game starts
    for _ts, ban, controller in rules_effects(game, DRAW_BAN):
        if not isinstance(ban, DrawBan):
            continue
        mine = controller == player
        if not (ban.who == "each" or (ban.who == "you" and mine)
                or (ban.who == "opponents" and not mine)):
            continue
        if ban.limit is None or game.state.turn.cards_drawn.get(player, 0) >= ban.limit:
            return False
    return True


__all__ = ["DRAW_BAN", "DrawBan", "may_draw"]
