"""107.1, 608.2h with 101.4: "Each player loses 1 life for each creature they control."
(Stronghold Discipline), "Each opponent mills cards equal to the number of cards in their
hand." (Folio of Fancies), "each opponent loses life equal to the life they lost this turn"
(Wound Reflection, 119.3): "they" is each of those players in turn, and each player's number
is their own. Every number is counted first, as the instruction begins to be carried out, then
each player in APNAP order does what the instruction says with their number (101.4: the
players named act in turn order; what one does doesn't change the others' counts)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction
from arbiter.rules.player_counts import CardsInHandOf, ControlledBy, LifeLostBy

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def with_player(v: Any, who: Any) -> Any:
    """`v` with each count about "they" (`ControlledBy`, `CardsInHandOf` whose player is
    the placeholder `actor`) made a count about `who`."""
    if isinstance(v, ControlledBy | CardsInHandOf | LifeLostBy):
        return dataclasses.replace(v, who=who)
    if dataclasses.is_dataclass(v) and not isinstance(v, type) and hasattr(v, "inner"):
        return dataclasses.replace(v, inner=with_player(v.inner, who))
    return v


@dataclass(frozen=True)
class EachOwnCount(Instruction):
    """`body` (an instruction with `who` and a number `n` counting "they") for each player
    of the group `who`, each with their own count."""

    who: str = "each_player"
    body: Any = None


def do_each_own_count(r: Resolution, step: EachOwnCount) -> None:
    named = r.players(step.who)
    players = [p for p in r.game.apnap() if p in named]
    counts = {p: r.number(with_player(step.body.n, (p,))) for p in players}  # 608.2h
    for p in players:
        r.follow((dataclasses.replace(step.body, who=(p,), n=counts[p]),))


__all__ = ["EachOwnCount", "do_each_own_count", "with_player"]
