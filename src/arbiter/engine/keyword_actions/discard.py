"""701.9a: discarding a card — moving it from its owner's hand to their graveyard — with
the replacement effects that apply to it (614.1a):

    If a spell or ability an opponent controls causes you to discard <this card>, put it
    onto the battlefield instead of putting it into your graveyard.   (Wilt-Leaf Liege)

`cause` is the controller of the spell or ability that makes the player discard: the
resolving one for "target player discards a card" (608.2c), and for a cost paid while it
resolves ("counter that spell unless its controller discards a card", 702.21a ward); the
player themselves for a cost of their own spell or ability (601.2h, 602.2b); None when a
game rule does it (514.1: discarding to maximum hand size). The card is still discarded
(an event "discard"), whichever zone it goes to (614.6). The ability works from the hand,
where the card is as it is discarded (113.6: it states the event it applies to).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import ReplacementAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: ReplacementAbility.kind: spec = (whose spell or ability: "opponent", zone instead).
KIND = "discarded_instead"


def _instead(game: Game, card: int, player: int, cause: int | None) -> str | None:
    if cause is None or card not in game.layers().chars:
        return None
    for ai in game.chars(card).abilities:
        ab = ai.ability
        if isinstance(ab, ReplacementAbility) and ab.kind == KIND:
            who, zone = ab.spec
            if who == "opponent" and cause in game.opponents(player):
                return str(zone)
    return None


def discard(game: Game, card: int, player: int, cause: int | None) -> None:
    """701.9a: `player` discards `card`."""
    from arbiter.engine.replacement.entering import enter

    zone = _instead(game, card, player, cause)
    # "Whenever you discard a Spirit card": the card as it was in the hand (the event's
    # `extra`; `engine.triggers.triggered`).
    in_hand = game.chars(card).clone() if card in game.layers().chars else None
    if zone is None:
        game.move(card, "graveyard")
    else:
        game.log(f"{game.quick_name(card)} would be discarded into the graveyard; "
                 f"onto the {zone} instead (614.1a)")
        new = game.move(card, zone, controller=player)
        if new is not None and zone == "battlefield":
            enter(game, new)
    game.emit(Event("discard", card, player=player, extra=in_hand))
