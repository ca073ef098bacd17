"""702.94 miracle: revealing a card as it is drawn, and casting it for its miracle cost as
the linked triggered ability resolves.

702.94a: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if
it's the first card you've drawn this turn. When you reveal this card this way, you may cast
it by paying [cost] rather than its mana cost." (an alternative cost, 118.9). 702.94b: the
card stays revealed until it leaves the hand or the ability leaves the stack.

The engine counts the cards each player draws each turn (`TurnState.cards_drawn`; the
opening hand, 103.5, is drawn before the first turn and isn't counted). As the first card a
player draws in a turn is drawn, if it has miracle, its owner may reveal it (decision key
"miracle"); the triggered ability then triggers with the card in the hand as its source,
and is put on the stack the next time a player would receive priority (603.3). As it
resolves, if the card is still in the hand (the same object, 400.7), its owner may cast it
for its miracle cost (key "cast_miracle"), timing aside (608.2g), with the usual choices;
the engine marks it castable that way only while the ability resolves (`MIRACLE_NOW`).
Only a miracle cost of mana is carried out (the compiler leaves any other unread).
107.3a: an {X} in it is announced as the spell is cast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.decisions import Decision
from arbiter.engine.keywords.keyword_mana import keyword_mana_cost
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.instructions import Custom

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The key marking a card in a hand castable for its miracle cost now, in its choices.
MIRACLE_NOW = "miracle_now"
#: The `Custom` instruction of the triggered ability.
CAST_FOR_MIRACLE = "cast_for_miracle"
#: 702.94a: the triggered ability linked to the reveal (its source is the card in the hand).
MIRACLE_TRIGGER = TriggeredAbility(
    text="When you reveal this card this way, you may cast it by paying its miracle cost "
         "rather than its mana cost.", instructions=(Custom(CAST_FOR_MIRACLE),))


def miracle_cost(kw: KeywordAbility) -> ManaCost | None:
    """The mana cost of "Miracle [cost]", or None for any other cost. 107.3a: an {X} in it
    ("Miracle {X}{R}", Bonfire of the Damned) is announced as the spell is cast, as the X of
    its mana cost is (`engine.casting.total_cost` stops the game for a card whose mana cost
    has no X)."""
    return keyword_mana_cost(kw)


def drawn(game: Game, player: int, card: int) -> None:
    """121.2 / 702.94a: `player` has drawn `card`; if it is their first card this turn and
    has miracle, they may reveal it, and its triggered ability triggers."""
    if game.state.opening_hand_actions:
        return  # 103.5: the opening hand is drawn before the first turn
    counts = game.state.turn.cards_drawn
    first = counts.get(player, 0) == 0
    counts[player] = counts.get(player, 0) + 1
    if not first or game.obj(card).zone != "hand":
        return
    if not game.chars(card).keyword_abilities("miracle"):
        return
    name = game.name_of(card)
    if not game.decide(Decision("may", f"reveal {name} for its miracle ability?", player,
                                [("yes", True), ("no", False)], key="miracle")):
        return
    game.log(f"{game.player_name(player)} reveals {name} as they draw it (702.94a)")
    game.pending_triggers.append((card, MIRACLE_TRIGGER, player,
                                  Event("miracle_revealed", card, player=player)))


def do_cast_for_miracle(r: Resolution, step: Custom) -> None:
    """702.94a: the owner may cast the revealed card for its miracle cost."""
    from arbiter.engine.turn import player_actions

    game = r.game
    card = r.item.source
    obj = game.obj(card)
    if obj.zone != "hand":
        return  # 400.7: it left the hand
    name = game.name_of(card)
    if not game.decide(Decision("may", f"cast {name} for its miracle cost?", obj.owner,
                                [("yes", True), ("no", False)],
                                key="cast_miracle")):
        return
    obj.choices[MIRACLE_NOW] = True
    game.state.touch()
    try:
        player_actions.cast(game, obj.owner, card, "miracle")
    except IllegalActionError as e:
        game.log(f"{name} can't be cast for its miracle cost: {e}")
    finally:
        obj.choices.pop(MIRACLE_NOW, None)
        game.state.touch()


def check(game: Game, oid: int, player: int) -> None:
    """702.94a: only its owner, only as its miracle triggered ability resolves."""
    obj = game.obj(oid)
    if obj.zone != "hand" or obj.owner != player or not obj.choices.get(MIRACLE_NOW):
        raise IllegalActionError(f"{game.name_of(oid)} can be cast for its miracle cost only "
                                 "as its miracle triggered ability resolves (702.94a)")


__all__ = ["CAST_FOR_MIRACLE", "MIRACLE_NOW", "MIRACLE_TRIGGER", "check",
           "do_cast_for_miracle", "drawn", "miracle_cost"]
