"""608.2d: "<that player> may <do>", where the player who chooses is someone other than the
controller of the resolving ability ("that attacking player may create a tapped 2/2 black
Zombie creature token", Curse of Shallow Graves): the player named decides, as the ability
resolves, and does it (a token they create is theirs, 111.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PlayerMayDo(Instruction):
    """`who` (a player reference) may have `do` happen; `do` names that player as its actor."""

    who: Any = None
    do: tuple[Any, ...] = ()


def do_player_may_do(r: Resolution, step: PlayerMayDo) -> None:
    r.did = False
    for player in r.players(step.who):
        what = ", ".join(type(s).__name__ for s in step.do)
        if r.game.decide(Decision("may", f"you may: {what}", player,
                                  [("yes", True), ("no", False)], key="may")):
            r.follow(step.do)
            r.did = True


__all__ = ["PlayerMayDo", "do_player_may_do"]
