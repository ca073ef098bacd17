"""601.2c / 115.1: "for each opponent, ... up to one target <object> that player controls" is
one target requirement for each opponent of the spell's or ability's controller, made as its
targets are chosen (`rules.per_opponent_targets`). The requirements made are the ones kept
with it on the stack (`StackItem.target_specs`), so each target is checked again against its
own opponent as it resolves (608.2b); a copy keeps them (707.10)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.per_opponent_targets import bind_opponent

if TYPE_CHECKING:
    from collections.abc import Iterable

    from arbiter.engine.game import Game


def expand(game: Game, controller: int, specs: Iterable[TargetSpec]) -> list[TargetSpec]:
    """`specs` with each per-opponent requirement replaced by one requirement per opponent
    still in the game (800.4a), in turn order from the controller (102.2)."""
    specs = list(specs)
    if not any(s.per_opponent for s in specs):
        return specs
    if not specs[-1].per_opponent or sum(s.per_opponent for s in specs) > 1:
        # the instructions name these targets as the slots from theirs to the end (115.1):
        # another requirement after them (a later mode's, 700.2) would be named wrong
        raise UnsupportedTextError("a spell or ability",
                                   "targets after a requirement for each opponent")
    n = len(game.state.players)
    order = [(controller + i) % n for i in range(1, n)]
    opponents = [p for p in order if p in game.opponents(controller)]
    out: list[TargetSpec] = []
    for s in specs:
        if not s.per_opponent:
            out.append(s)
            continue
        out.extend(replace(s, per_opponent=False, selector=bind_opponent(s.selector, p),
                           description=f"{s.description} ({game.player_name(p)})")
                   for p in opponents)
    return out


__all__ = ["expand"]
