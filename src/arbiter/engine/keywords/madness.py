"""702.35 madness: a replacement effect on discarding, a triggered ability linked to it, and
casting the card from exile for its madness cost as that ability resolves.

702.35a: "Madness [cost]" means "If a player would discard this card, that player discards
it, but exiles it instead of putting it into their graveyard" (a static ability working in
the hand; the card is still discarded, 701.9a) and "When this card is exiled this way, its
owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't,
they put this card into their graveyard." 702.35b: an alternative cost (601.2b, 601.2f-h).

The triggered ability triggers on the replacement having been applied (the card "exiled this
way"), so the engine makes it pending as the card is exiled (`exiled`), with the card in
exile as its source; it is put on the stack the next time a player would receive priority
(603.3). As it resolves (608.2g: a spell cast while an ability resolves ignores timing
permissions), the owner may cast the card if it is still in exile: the engine marks it as
castable for its madness cost only while the ability resolves (`MADNESS_NOW`), and asks the
owner the same choices as any spell (601.2b-h); a spell that can't be cast (no legal target,
a cost they can't pay, split second on the stack 702.61a) isn't. Not cast, the card goes to
its owner's graveyard. Only a madness cost of mana is carried out (the compiler leaves any
other unread), and a card with madness and another replacement of its discard (616.1: its
owner would choose) stops the game naming the text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.costs import ManaPayment
from arbiter.rules.instructions import Custom
from arbiter.rules.keyword_costs import costs_of

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The key marking a card in exile castable for its madness cost now, in its choices.
MADNESS_NOW = "madness_now"
#: The `Custom` instruction of the triggered ability.
CAST_FOR_MADNESS = "cast_for_madness"
#: 702.35a: the triggered ability (its source is the card in exile).
MADNESS_TRIGGER = TriggeredAbility(
    text="When this card is exiled this way, its owner may cast it by paying its madness "
         "cost rather than paying its mana cost. If that player doesn't, they put this card "
         "into their graveyard.", instructions=(Custom(CAST_FOR_MADNESS),))


def madness_cost(kw: KeywordAbility) -> ManaCost | None:
    """The mana of "Madness [cost]", or None for a cost the engine doesn't carry out (one
    that isn't mana only, or with {X})."""
    costs = costs_of(kw)
    if costs is None or len(costs) != 1 or not isinstance(costs[0], ManaPayment):
        return None
    cost = ManaCost.of(costs[0].mana)
    return None if cost.variables else cost


def has_madness(game: Game, card: int) -> bool:
    """702.35a: the card in a hand has madness (it functions there)."""
    if card not in game.layers().chars or game.obj(card).zone != "hand":
        return False
    return bool(game.chars(card).keyword_abilities("madness"))


def exiled(game: Game, card: int, owner: int) -> None:
    """The card was exiled by its madness ability: its triggered ability triggers."""
    game.pending_triggers.append((card, MADNESS_TRIGGER, owner,
                                  Event("madness_exiled", card, player=owner)))


def do_cast_for_madness(r: Resolution, step: Custom) -> None:
    """702.35a: the owner may cast the card for its madness cost; if they don't, it goes to
    their graveyard."""
    from arbiter.engine.turn import player_actions

    game = r.game
    card = r.item.source
    obj = game.obj(card)
    if obj.zone != "exile":
        return  # 400.7: it left exile; a new object this ability can't find
    owner = obj.owner
    name = game.name_of(card)
    if game.decide(Decision("may", f"cast {name} for its madness cost?", owner,
                            [("yes", True), ("no", False)], key="madness")):
        obj.choices[MADNESS_NOW] = True
        game.state.touch()
        try:
            player_actions.cast(game, owner, card, "madness")
            return
        except IllegalActionError as e:
            game.log(f"{name} can't be cast for its madness cost: {e}")
        finally:
            obj.choices.pop(MADNESS_NOW, None)
            game.state.touch()
    if game.obj(card).zone == "exile":
        game.move(card, "graveyard")


def why_not_cast(game: Game, player: int, oid: int) -> str | None:
    """702.35a: only the owner, only as the madness triggered ability resolves."""
    obj = game.obj(oid)
    if obj.zone != "exile" or obj.owner != player or not obj.choices.get(MADNESS_NOW):
        return f"{game.name_of(oid)} can be cast for its madness cost only by its owner as " \
               "its madness triggered ability resolves (702.35a)"
    return None


def cost_for(game: Game, oid: int) -> ManaCost:
    for kw in game.chars(oid).keyword_abilities("madness"):
        cost = madness_cost(kw)
        if cost is not None:
            return cost
    raise IllegalActionError(f"{game.name_of(oid)} has no madness cost to cast it for")


__all__ = ["CAST_FOR_MADNESS", "MADNESS_NOW", "MADNESS_TRIGGER", "cost_for",
           "do_cast_for_madness", "exiled", "has_madness", "madness_cost", "why_not_cast"]
