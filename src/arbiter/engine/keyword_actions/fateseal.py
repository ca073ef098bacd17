"""Fateseal (701.29).

701.29a: to "fateseal N" means to look at the top N cards of an opponent's library, then put
any number of them on the bottom of that library in any order and the rest on top of that
library in any order.

The player who fateseals is the controller of the resolving spell or ability; they choose
the opponent (608.2d) and make every choice: which cards go to the bottom, and the order of
each group (decision keys `fateseal`, `fateseal_top`, `fateseal_bottom`). With fewer than N
cards, they look at all of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Fateseal(Instruction):
    """701.29a: "fateseal N"."""

    n: int = 1


def _ordered(game: Game, chooser: int, cards: list[int], key: str, where: str) -> list[int]:
    """The cards in the order `chooser` picks them, the first picked first."""
    remaining, out = list(cards), []
    while remaining:
        pick = remaining[0] if len(remaining) == 1 else game.decide(Decision(
            "order", f"fateseal: choose the next card {where}", chooser,
            [(f"{game.quick_name(o)}#{o}", o) for o in remaining], key=key))
        remaining.remove(pick)
        out.append(pick)
    return out


def fateseal(game: Game, player: int, opponent: int, n: int) -> None:
    """701.29a: `player` fateseals N in `opponent`'s library."""
    library = game.state.zone_list("library", opponent)
    seen = library[:n]
    top, bottom = [], []
    for oid in seen:
        where = game.decide(Decision(
            "scry", f"fateseal: {game.quick_name(oid)}#{oid} on top or on the bottom of "
                    f"{game.player_name(opponent)}'s library? (701.29a)", player,
            [("top", "top"), ("bottom", "bottom")], key="fateseal"))
        (bottom if where == "bottom" else top).append(oid)
    top = _ordered(game, player, top, "fateseal_top", "from the top")
    bottom = _ordered(game, player, bottom, "fateseal_bottom", "to go under the library")
    rest = [o for o in library if o not in seen]
    library[:] = top + rest + bottom
    game.log(f"{game.player_name(player)} fateseals {n}: {len(top)} on top, {len(bottom)} "
             "on the bottom (701.29a)")
    game.state.touch()


def do_fateseal(r: Resolution, step: Fateseal) -> None:
    """701.29a: the controller chooses an opponent and fateseals N in that library."""
    g, you = r.game, r.item.controller
    opponents = g.opponents(you)
    if not opponents:
        return
    opponent = opponents[0] if len(opponents) == 1 else g.decide(Decision(
        "choose_player", f"fateseal {step.n}: choose an opponent (701.29a)", you,
        [(g.player_name(p), p) for p in opponents], key="fateseal_opponent"))
    fateseal(g, you, opponent, step.n)


__all__ = ["Fateseal", "do_fateseal", "fateseal"]
