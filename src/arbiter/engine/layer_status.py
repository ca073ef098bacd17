"""Principle 1 and 613: a change of the game's status that the layer system reads only
through conditions, numbers and selectors looking past characteristics keeps its answer.

The layer system's answer is cached per state version (`Game.layers`), and every change of
the state bumps the version. Some changes touch only facts that no characteristic is made
of: whether a permanent is tapped (110.5: a status, not a characteristic), what is in a
mana pool (106.4), life totals (119), damage marked on a creature (120.3e), which
creatures attack or block (506.4), whose turn it is and what happened in it (500: the
spells cast, 601.2i), and the stack's list of items as one begins to resolve (608.2; only
a spell's announced X is read otherwise, 202.3e, and that change is no such one). An
effect reads them only through a condition ("as long as it's tapped", "during your turn"),
a number ("for each tapped creature", "equal to your life total") or a selector
("untapped creatures you control", "attacking creatures", "damaged creatures"). An
answer in which no effect has a condition, every selector and number is one whose reads are
complete and none of them reads status (`rules.layers_incremental.blind`: the selectors of
`rules.dependency_targets` look at types, colors, controller, zone, mana value and
attachment only; the numbers are constants, mana values, power or counts of such
selectors), and no object has an effect-generating ability with a condition (611.3b), is the
answer after such a change too: the change can't reach it.

Such a change is marked where it is made (`touch_status`), with the version it made;
the cached answer is kept when every version since it is one such change and the answer is
blind. Any other change since (a zone change, counters, the turn's effects) computes it
again, as before. A change is marked as it is made, while the state's version is bumped
once for what a step did: so that nothing the layer system reads can slip in unmarked
between two marks (an effect added or ended, a new object, a timestamp given by an
attachment or a counter, day becoming night), the answer is kept only if those are as they
were when it was computed (`fence`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.layers_incremental import blind

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.layers import LayerResult
    from arbiter.state.game_state import GameState


def fence(state: GameState) -> tuple[object, ...]:
    """What any change the layer system reads, other than of status, moves: the next
    timestamp (613.7) and object number, day or night (730), and the effects themselves."""
    return (state.next_timestamp, state.next_id, state.day_night,
            tuple(map(id, state.effects)))


class StatusLog(list[int]):
    """The versions made by changes of status alone since an answer was computed (`kept`),
    with the state's `fence` as it was then."""

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.fence = fence(state)


def touch_status(game: Game) -> None:
    """Mark the state changed by a change of status alone (see the module's text): tapped
    or untapped permanents, mana, life, marked damage, attackers and blockers, the turn."""
    game.state.touch()
    game._status_changes.append(game.state.version)


def kept(cached: tuple[int, LayerResult] | None, status_versions: list[int],
         version: int, state: GameState) -> LayerResult | None:
    """The cached answer, when every version after it up to `version` is a change of status
    alone (`status_versions`, ascending, a `StatusLog` begun with the answer), nothing
    else moved the state's `fence`, and the answer reads no status (see the module's
    text); None otherwise."""
    if cached is None or not status_versions or not isinstance(status_versions, StatusLog) \
            or status_versions.fence != fence(state):
        return None
    base, res = cached
    if version - base > len(status_versions):
        return None
    since = [v for v in status_versions if v > base]
    if since != list(range(base + 1, version + 1)) or not blind(res):
        return None
    return res


__all__ = ["StatusLog", "fence", "kept", "touch_status"]
