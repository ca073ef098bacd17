"""Endure (701.63).

701.63a: to endure N, a permanent's controller creates an N/N white Spirit creature token
unless they put N +1/+1 counters on that permanent. 701.63b: enduring 0 does nothing (no
counters, no token).

The choice is that player's, made as the instruction resolves (608.2d). Counters can be put
only on the permanent while it is on the battlefield (400.7: once it has left, it is a new
object); then the player can't put them and creates the Spirit, and "that permanent's
controller" is the one it had when it left (its last known information, 608.2h).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.engine.zones.tokens import create_token
from arbiter.rules.instructions import Instruction, Ref
from arbiter.rules.values import Value
from arbiter.state.objects import TokenDef
from arbiter.vocab import Color

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The event of a permanent enduring (obj: the permanent; player: its controller).
ENDURES = "endures"


@dataclass(frozen=True)
class Endure(Instruction):
    """701.63a: `what` endures N."""

    what: Ref = field(default_factory=Ref.this)
    #: N, or a Value counted as it resolves ("endures X, where X is ...", 608.2h)
    n: int | Value = 1


def spirit_token(n: int) -> TokenDef:
    """701.63a / 111.4: "an N/N white Spirit creature token"."""
    return TokenDef("Spirit Token", types=("Creature",), subtypes=("Spirit",),
                    colors=(Color.WHITE,), power=n, toughness=n)


def endure(game: Game, oid: int, n: int) -> int | None:
    """701.63a-b: the permanent `oid` endures N; the Spirit token created, if any."""
    if n <= 0:
        return None  # 701.63b
    here = game.obj(oid).zone == "battlefield"
    if here:
        player = game.controller_of(oid)
    elif oid in game.lki:
        player = game.lki[oid].controller  # 608.2h
    else:
        return None
    counters = here and bool(game.decide(Decision(
        "may", f"endure {n}: put {n} +1/+1 counter(s) on {game.name_of(oid)}? (if not, "
               f"create a {n}/{n} white Spirit creature token) (701.63a)", player,
        [("yes", True), ("no", False)], key="endure")))
    token = None
    if counters:
        game.put_counters(oid, "+1/+1", n)
        game.log(f"{game.quick_name(oid)} endures {n}: {n} +1/+1 counter(s) (701.63a)")
    else:
        token = create_token(game, spirit_token(n), player)
        game.log(f"{game.quick_name(oid)} endures {n}: a {n}/{n} Spirit token (701.63a)")
    game.emit(Event(ENDURES, oid, player=player))
    game.state.touch()
    return token


def do_endure(r: Resolution, step: Endure) -> None:
    """701.63a: each permanent `what` names endures N."""
    n = r.number(step.n)
    for oid in r.ref(step.what):
        if isinstance(oid, int):
            token = endure(r.game, oid, n)
            if token is not None:
                r.created = [*r.created, token]


__all__ = ["ENDURES", "Endure", "do_endure", "endure", "spirit_token"]
