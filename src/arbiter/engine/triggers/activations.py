"""602.2b, 601.2i, 603.2: the event of a player activating an ability, for "Whenever you
activate an exhaust ability", "Whenever an opponent activates an ability that isn't a mana
ability".

602.2b, 601.2i: once the steps of activating an ability are complete (its costs paid,
601.2h), the ability becomes activated; abilities that trigger on its activation trigger
then (603.2).
The engine emits the event as the ability is put on the stack (`engine.casting.activation`),
naming the ability's source (`obj`), the player who activated it (`player`, "that player")
and what kind of ability it was (`extra`: an `Activation`).

Only abilities that aren't mana abilities are announced this way (a mana ability is
activated while a cost is paid too, 605.3a, where no event is emitted): a trigger condition
whose words include mana abilities ("Whenever you activate an ability of an Elemental") is
left unread by the compiler (`compiler.triggers.activates`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.triggers.events import Event
    from arbiter.rules.abilities import ActivatedAbility

#: The event's kind.
ACTIVATED = "ability_activated"

#: Trigger.what for "an ability that isn't a mana ability": any ability announced.
NOT_MANA = "not_mana"
#: Trigger.what for "a loyalty ability" (606.3; 605.1a: never a mana ability).
LOYALTY = "loyalty"
#: Trigger.what for an ability a keyword labels: "an exhaust ability" (702.177a), "a boast
#: ability" (702.142a), "an outlast ability" (702.107a), "a power-up ability" (602.5b);
#: none is a mana ability.
KEYWORDS = frozenset({"exhaust", "boast", "outlast", "power-up"})


@dataclass(frozen=True)
class Activation:
    """What kind of ability was activated: the keyword labelling it ("exhaust", "boast",
    ...; "" for none) and whether it is a loyalty ability (606.3)."""

    keyword: str
    loyalty: bool


def emit(game: Game, oid: int, player: int, ability: ActivatedAbility, zone: str) -> None:
    """602.2b: `player` has activated `ability` of object `oid` (not a mana ability), which
    was in `zone` as the activation began (`from_zone`: "an ability of a creature" is one of
    a creature permanent, 109.2, even if it was sacrificed to pay the cost)."""
    from arbiter.engine.triggers.events import Event

    game.emit(Event(ACTIVATED, oid, player=player, from_zone=zone, extra=Activation(
        ability.keyword or "", ability.loyalty is not None)))


def kind_ok(what: str, ev: Event) -> bool:
    """603.2: is the ability activated of the kind the trigger condition names?"""
    facts = ev.extra
    if not isinstance(facts, Activation):
        return False
    if what == NOT_MANA:
        return True
    if what == LOYALTY:
        return facts.loyalty
    return what in KEYWORDS and facts.keyword == what


__all__ = ["ACTIVATED", "KEYWORDS", "LOYALTY", "NOT_MANA", "Activation", "emit", "kind_ok"]
