"""702.143 foretell: a special action from the hand, and casting the foretold card later.

702.143a: any time a player has priority during their turn, they may pay {2} and exile a
card with foretell from their hand face down (116.2h / 702.143b: a special action, which
doesn't use the stack). They may look at it while it remains in exile, and may cast it after
the current turn has ended by paying any foretell cost it has rather than its mana cost (an
alternative cost, 118.9, following 601.2b and 601.2f-h).

The card in exile is face down (`face_down` "foretell": other players don't know which card
it is; face-down status changes characteristics only on the battlefield and the stack,
708.2). The turn it was foretold is recorded on it (`FORETOLD` in its choices); the card is
a new object, face up, once it leaves exile (400.7). A foretell cost given by an effect
(702.143d) isn't carried out, and only a foretell cost of mana is (the compiler leaves any
other unread).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility

#: The key of the turn a card in exile was foretold, in its choices.
FORETOLD = "foretold"
#: 702.143a: the cost of the special action.
FORETELL_ACTION_COST = ManaCost.of("{2}")


def foretell_cost(kw: KeywordAbility) -> ManaCost | None:
    """The mana cost of "Foretell [cost]", or None for a cost that isn't mana."""
    return keyword_mana_cost(kw)


def why_not_foretell(game: Game, player: int, oid: int) -> str | None:
    """Why `player` can't foretell the card now (None: they can, mana aside)."""
    obj = game.obj(oid)
    if obj.zone != "hand" or obj.owner != player:
        return "only a card in your hand can be foretold (702.143a)"
    if not game.chars(oid).keyword_abilities("foretell"):
        return f"{game.name_of(oid)} has no foretell ability"
    if game.state.turn.active != player:
        return "a card can be foretold only during your turn (702.143a, 116.2h)"
    return None


def foretell(game: Game, player: int, oid: int) -> int:
    """116.2h / 702.143a: pay {2} and exile the card face down. An illegal attempt raises
    and changes nothing. Returns the card in exile."""
    from arbiter.engine.casting.total_cost import pay, payment_plans

    why = why_not_foretell(game, player, oid)
    if why is not None:
        raise IllegalActionError(why)
    if not payment_plans(game, player, FORETELL_ACTION_COST, limit=1):
        raise IllegalActionError(f"you can't pay {FORETELL_ACTION_COST} to foretell "
                                 f"{game.name_of(oid)}")
    pay(game, player, FORETELL_ACTION_COST)
    new = game.move(oid, "exile")
    assert new is not None
    new.face_down = "foretell"
    new.choices[FORETOLD] = game.state.turn.number
    game.state.touch()
    game.log(f"{game.player_name(player)} foretells a card (702.143a)")
    return new.id


def is_foretold(game: Game, oid: int) -> bool:
    obj = game.obj(oid)
    return obj.zone == "exile" and FORETOLD in obj.choices


def cost_for(game: Game, oid: int) -> ManaCost:
    """The foretell cost the card is cast for (702.143a: one it has)."""
    for kw in game.chars(oid).keyword_abilities("foretell"):
        cost = foretell_cost(kw)
        if cost is not None:
            return cost
    raise IllegalActionError(f"{game.name_of(oid)} has no foretell cost to cast it for")


def why_not_cast(game: Game, player: int, oid: int) -> str | None:
    """702.143a: why `player` can't cast the foretold card for its foretell cost now."""
    obj = game.obj(oid)
    if not is_foretold(game, oid) or obj.owner != player:
        return f"{game.name_of(oid)} isn't a foretold card you own (702.143a)"
    if obj.choices[FORETOLD] >= game.state.turn.number:
        return "a foretold card can be cast only after the turn it was foretold has ended " \
               "(702.143a)"
    if not game.chars(oid).keyword_abilities("foretell"):
        return f"{game.name_of(oid)} has no foretell cost"
    return None


__all__ = ["FORETELL_ACTION_COST", "FORETOLD", "cost_for", "foretell", "foretell_cost",
           "is_foretold", "why_not_cast", "why_not_foretell"]
