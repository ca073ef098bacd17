"""702.187 mayhem: casting a card discarded this turn from its owner's graveyard.

702.187a: a static ability that functions while the card is in a player's graveyard.
702.187b: "Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it
from your graveyard by paying [cost] rather than paying its mana cost." (an alternative
cost, 118.9, following 601.2b and 601.2f-h: the way of casting named "mayhem" in
`engine.casting.spells.ALTERNATIVES`, from the graveyard; its condition is judged by
`engine.casting.cost_conditions`).

The engine records on the card put into the graveyard by a discard the turn it was discarded
(701.9a, `engine.keyword_actions.discard`; the card in the graveyard is a new object, 400.7,
and one that leaves the graveyard and returns isn't "this card you discarded" any more). A
card is discarded from its owner's hand, so "you" is its owner. Only a mayhem cost of mana is
carried out; 702.187c ("Mayhem" without a cost: play it from the graveyard) stays unread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.keywords.keyword_mana import keyword_mana_cost

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.state.objects import GameObject

KEYWORD = "mayhem"
#: In a card's `choices` in the graveyard: the turn it was discarded (701.9a).
DISCARDED = "discarded_turn"


def mayhem_cost(kw: KeywordAbility) -> str | None:
    """702.187b: the mana cost of "Mayhem [cost]", or None (702.187c, other costs)."""
    if keyword_mana_cost(kw, allow_x=False) is None:
        return None
    return (kw.param or "").strip()


def record(game: Game, card: GameObject) -> None:
    """701.9a: the card was discarded into the graveyard this turn."""
    if card.zone == "graveyard":
        card.choices[DISCARDED] = game.state.turn.number
        game.state.touch()


def why_not(game: Game, oid: int, player: int) -> str | None:
    """702.187b: None if `player` discarded this card this turn (it is still that card)."""
    obj = game.obj(oid)
    if obj.zone == "graveyard" and obj.owner == player and \
            obj.choices.get(DISCARDED) == game.state.turn.number:
        return None
    return "a mayhem cost may be paid only for a card you discarded this turn (702.187b)"


__all__ = ["DISCARDED", "KEYWORD", "mayhem_cost", "record", "why_not"]
