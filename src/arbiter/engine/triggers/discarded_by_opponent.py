"""701.9a, 603.2: "When a spell or ability an opponent controls causes you to discard this
card, ..." (Guerrilla Tactics, Psychic Purge, Metrognome).

The ability states the event of the card leaving its owner's hand: like "When you cycle this
card" (702.29c) it triggers from whatever zone the card wound up in after it was discarded
(usually the graveyard; exile with madness, 702.35a; the library with Library of Leng). So
`discarded` emits an event "discarded_by_opponent" naming the card where it wound up, with the
opponent who controlled the spell or ability as its player ("that player", Psychic Purge), and
`wound_up_card` makes that card a source of triggered abilities for the event; only its own
such ability triggers there (`own_trigger`).

`cause` is the controller of the spell or ability that made the player discard
(`engine.keyword_actions.discard`). A discard made by a resolving instruction of an opponent's
spell or ability is the event. A card discarded to pay a cost while an opponent's spell or
ability resolves ("unless that player discards a card") is not read: whether that cost's
payment is caused by the opponent's spell or ability isn't settled here, so the game stops
naming the text if the card has such an ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.conditions import Trigger

EVENT = "discarded_by_opponent"


def _has_trigger(game: Game, card: int) -> TriggeredAbility | None:
    chars = game.layers().chars
    if card not in chars:
        return None
    return next((ai.ability for ai in chars[card].abilities
                 if isinstance(ai.ability, TriggeredAbility) and ai.ability.trigger is not None
                 and own_trigger(ai.ability.trigger)), None)


def discarded(game: Game, card: int, player: int, cause: int | None, by_effect: bool,
              start: int) -> None:
    """After `player` discarded `card` (the events from index `start` on): the event of an
    opponent's spell or ability causing it, naming the card where it wound up."""
    if cause is None or cause not in game.opponents(player):
        return
    wound_up = next((ev.new_id for ev in game.state.events[start:]
                     if ev.kind == "zone_change" and ev.obj == card), None)
    if wound_up is None:
        return
    if not by_effect:
        ability = _has_trigger(game, wound_up)
        if ability is not None:
            from arbiter.errors import UnsupportedTextError

            raise UnsupportedTextError(game.name_of(wound_up), ability.text + " (discarded to "
                                       "pay a cost of an opponent's spell or ability)")
        return
    game.emit(Event(EVENT, wound_up, player=cause, extra=player))


def own_trigger(trigger: Trigger) -> bool:
    """"When a spell or ability an opponent controls causes you to discard this card"
    (alone or as one of the events a trigger condition names)."""
    return any(t.event == EVENT and t.subject == "self" for t in (trigger.any_of or (trigger,)))


def wound_up_card(game: Game, ev: Event, chars: dict[int, Any],
                  sources: list[tuple[int, Any]]) -> list[tuple[int, Any]]:
    """The card the event names, wherever it wound up, is a source of triggered abilities
    for that event (unless it already is one)."""
    if ev.kind != EVENT or ev.obj is None or ev.obj not in chars:
        return []
    if any(o == ev.obj for o, _ in sources):
        return []
    return [(ev.obj, chars[ev.obj])]


__all__ = ["EVENT", "discarded", "own_trigger", "wound_up_card"]
