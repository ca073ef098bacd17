"""Suspect (701.60).

701.60a: a spell or ability instructs a player to suspect a creature; it becomes suspected
until it leaves the battlefield or a spell or ability makes it no longer suspected.
701.60b: only permanents can be suspected (a card in another zone stays as it is).
701.60d: a suspected permanent can't become suspected again (suspecting it does nothing: its
designation keeps the timestamp it had). What being suspected means (701.60c: menace and
"This creature can't block") is `rules.suspected`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.selectors import Selector
from arbiter.rules.suspected import SUSPECTED, is_suspected

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The event of a permanent becoming suspected (obj: the permanent).
BECOMES_SUSPECTED = "becomes_suspected"


@dataclass(frozen=True)
class Suspect(Instruction):
    """701.60a: "suspect <creature>"."""

    what: Ref | Selector = field(default_factory=Ref.this)


@dataclass(frozen=True)
class NoLongerSuspected(Instruction):
    """701.60a: "<creature> is (are) no longer suspected"."""

    what: Ref | Selector = field(default_factory=Ref.this)


def suspect(game: Game, oid: int) -> bool:
    """701.60a-d: the permanent `oid` becomes suspected; False when it can't (not a permanent,
    or already suspected)."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return False  # 701.60b: only permanents can be suspected
    if is_suspected(game.state, oid):
        return False  # 701.60d
    obj.choices[SUSPECTED] = game.state.new_timestamp()
    game.log(f"{game.quick_name(oid)} becomes suspected (701.60a)")
    game.emit(Event(BECOMES_SUSPECTED, oid))
    game.state.touch()
    return True


def unsuspect(game: Game, oid: int) -> None:
    """701.60a: the permanent `oid` is no longer suspected."""
    obj = game.state.objects.get(oid)
    if obj is not None and obj.choices.pop(SUSPECTED, None) is not None:
        game.log(f"{game.quick_name(oid)} is no longer suspected (701.60a)")
        game.state.touch()


def do_suspect(r: Resolution, step: Suspect) -> None:
    """701.60a: each object `what` names becomes suspected."""
    for oid in r.ref(step.what):
        if isinstance(oid, int):
            suspect(r.game, oid)


def do_no_longer_suspected(r: Resolution, step: NoLongerSuspected) -> None:
    """701.60a: each object `what` names is no longer suspected."""
    for oid in r.ref(step.what):
        if isinstance(oid, int):
            unsuspect(r.game, oid)


__all__ = ["BECOMES_SUSPECTED", "NoLongerSuspected", "Suspect", "do_no_longer_suspected",
           "do_suspect", "suspect", "unsuspect"]
