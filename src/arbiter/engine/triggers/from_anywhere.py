""""When ~ is put into a graveyard from anywhere, ..." (Emrakul, the Aeons Torn; Serra Avatar;
Gaea's Blessing's "from your library"): an ability that triggers on its own card being put
into a graveyard.

603.6c: an ability that triggers when a card is put into a zone "from anywhere" is never a
leaves-the-battlefield ability, even when the card comes from the battlefield; it doesn't
look back in time (603.10a), so it is the card's ability in the graveyard that triggers
(113.6: it functions there), on the event of that very card (the new object, 400.7) being
put there (`Trigger.subject` "new_self"), controlled by the card's owner there (108.4a).

The engine looks for triggered abilities after the event, among the objects then in the
graveyard. A card that has already left its graveyard by then (moved again by the same
effect), or a token (which the engine removes at once, where the rules keep it in the
graveyard until state-based actions, 704.5d), would have triggered all the same: the engine
can't put that ability on the stack exactly, so it stops the game naming it (principle 5)
rather than miss it (`check_left`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.abilities import TriggeredAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event


def _own_graveyard_trigger(abilities: object) -> TriggeredAbility | None:
    for ab in abilities or ():  # type: ignore[attr-defined]
        ab = getattr(ab, "ability", ab)
        if isinstance(ab, TriggeredAbility) and ab.trigger is not None and \
                ab.trigger.subject == "new_self":
            return ab
    return None


def check_left(game: Game, ev: Event) -> None:
    """Stop the game if a card (or token) whose "from anywhere" ability triggered on this
    event isn't in the graveyard to have its ability put on the stack."""
    new = ev.new_id
    if new is not None and game.obj(new).zone == "graveyard":
        return
    found = None
    if ev.obj in game.lki:
        found = _own_graveyard_trigger(game.lki[ev.obj].abilities)
    if found is None and new is not None:
        obj = game.obj(new)
        if obj.card is not None and not obj.face_down:
            record = game.catalog.record(obj.card)
            found = _own_graveyard_trigger(game.catalog.abilities(record.name, obj.face))
    if found is not None and (found.trigger is None or found.trigger.from_zone is None
                              or found.trigger.from_zone == ev.from_zone):
        raise UnsupportedTextError(game.name_of(ev.obj), found.text + " (its card left the "
                                   "graveyard before the ability could be put on the stack)")


__all__ = ["check_left"]
