"""Airbend (701.65).

701.65a: to airbend objects, a player exiles them; for each card exiled this way, for as
long as it remains exiled, its owner may cast it by paying {2} rather than paying its mana
cost. 701.65b: an ability that triggers whenever a player airbends triggers when that
player exiles one or more objects as the result of an instruction to airbend (event
`airbends`).

Paying {2} rather than the mana cost is an alternative cost (118.9; 601.2b, 601.2f): the
card is cast from exile with its normal timing (307.1), as `engine.casting.from_exile`'s way
"airbend". "For as long as it remains exiled": the permission is recorded on the card in
exile (`choices`); once it leaves exile it is a new object without it (400.7). A token
exiled this way ceases to exist (111.7) and is no card. Only permanents are airbent here
(the compiler reads no line that airbends a spell).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 701.65b: the event of a player airbending (player: who; extra: the objects exiled).
AIRBENDS = "airbends"
#: The marker on a card in exile its owner may cast for {2} (701.65a).
AIRBENT = "airbent"
#: 701.65a: "by paying {2} rather than paying its mana cost".
AIRBEND_COST = ManaCost.of("{2}")


@dataclass(frozen=True)
class Airbend(Instruction):
    """701.65a: airbend the permanents `what` names."""

    what: Ref = field(default_factory=Ref.target)


def is_airbent(game: Game, oid: int) -> bool:
    """701.65a: a card exiled by airbending, still in exile."""
    obj = game.obj(oid)
    return obj.zone == "exile" and AIRBENT in obj.choices


def why_not_cast(game: Game, player: int, oid: int) -> str | None:
    """701.65a: why `player` can't cast the exiled card for {2} (None: they may)."""
    if not is_airbent(game, oid) or game.obj(oid).owner != player:
        return f"{game.name_of(oid)} isn't a card you own exiled by airbending (701.65a)"
    return None


def do_airbend(r: Resolution, step: Airbend) -> None:
    """701.65a: exile the objects; each card exiled may be cast by its owner for {2}."""
    g = r.game
    exiled: list[int] = []
    for oid in r.ref(step.what):
        if not isinstance(oid, int) or g.obj(oid).zone != "battlefield":
            continue
        new = g.move(oid, "exile")
        exiled.append(oid)
        if new is not None and new.zone == "exile":
            new.choices[AIRBENT] = True  # for as long as it remains exiled
            r.it = new.id
    if exiled:
        g.emit(Event(AIRBENDS, None, player=r.item.controller, extra=tuple(exiled)))
        g.log(f"{g.player_name(r.item.controller)} airbends (701.65a)")
    g.state.touch()


__all__ = ["AIRBEND_COST", "AIRBENDS", "AIRBENT", "Airbend", "do_airbend", "is_airbent",
           "why_not_cast"]
