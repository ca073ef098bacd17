"""Connive (701.50).

701.50a: to connive, a permanent's controller draws a card, then discards a card; if a
nonland card is discarded this way, that player puts a +1/+1 counter on the conniving
permanent. 701.50e: "connive N": draw N cards, discard N cards, then a +1/+1 counter for each
nonland card discarded. 701.50b: the permanent connives even if some or all of that was
impossible. 701.50c: a permanent that changed zones before it connives is known by its last
known information (who controlled it); the counters can't be put on it then (400.7).

The cards to discard are chosen by that player as the instruction resolves (decision kind
"discard", one card at a time); with fewer cards in hand than N, the whole hand is
discarded. 701.50d (several permanents conniving at once, in APNAP order) is carried out one
permanent at a time in the order the instruction names them, which is that order when one
player controls them all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.discard import discard
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: 701.50b: the event of a permanent conniving (obj: the permanent).
CONNIVES = "connives"


@dataclass(frozen=True)
class Connive(Instruction):
    """701.50a / 701.50e: `what` connives (N times the draw and discard)."""

    what: Ref = field(default_factory=Ref.this)
    n: int = 1


def connive(game: Game, oid: int, n: int, cause: int | None) -> None:
    """701.50a-c, 701.50e: the permanent `oid` connives N."""
    obj = game.obj(oid)
    here = obj.zone == "battlefield"
    if here:
        player = game.controller_of(oid)
    elif oid in game.lki:
        player = game.lki[oid].controller  # 701.50c
    else:
        return
    game.draw(player, n)
    nonland = 0
    for i in range(n):
        hand = list(game.state.zone_list("hand", player))
        if not hand:
            break
        pick = hand[0] if len(hand) == 1 else game.decide(Decision(
            "discard", f"connive: choose a card to discard ({i + 1} of {n}) (701.50a)", player,
            [(f"{game.quick_name(o)}#{o}", o) for o in hand], key="discard"))
        if "Land" not in game.chars(pick).types:
            nonland += 1
        discard(game, pick, player, cause=cause, by_effect=True)  # 701.9a
    if nonland and here and game.obj(oid).zone == "battlefield":
        game.put_counters(oid, "+1/+1", nonland)
    game.emit(Event(CONNIVES, oid, player=player))  # 701.50b
    game.log(f"{game.quick_name(oid)} connives (701.50a)")
    game.state.touch()


def do_connive(r: Resolution, step: Connive) -> None:
    """701.50a: each permanent `what` names connives."""
    for oid in r.ref(step.what):
        if isinstance(oid, int):
            connive(r.game, oid, step.n, r.item.controller)


__all__ = ["CONNIVES", "Connive", "connive", "do_connive"]
