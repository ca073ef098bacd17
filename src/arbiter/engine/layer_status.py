"""Principle 1 and 613: a change of the game's status that the layer system reads only
through conditions, numbers and selectors looking past characteristics keeps its answer.

The layer system's answer is cached per state version (`Game.layers`), and every change of
the state bumps the version. Some changes touch only facts that no characteristic is made
of: whether a permanent is tapped (110.5: a status, not a characteristic) and what is in a
mana pool (106.4). An effect reads them only through a condition ("as long as it's tapped"),
a number ("for each tapped creature") or a selector ("untapped creatures you control"). An
answer in which no effect has a condition, every selector and number is one whose reads are
complete and none of them reads status (`rules.layers_incremental.blind`: the selectors of
`rules.dependency_targets` look at types, colors, controller, zone, mana value and
attachment only; the numbers are constants, mana values, power or counts of such
selectors), and no object has an effect-generating ability with a condition (611.3b), is the
answer after such a change too: the change can't reach it.

Such a change is marked where it is made (`touch_status`), with the version it made;
the cached answer is kept when every version since it is one such change and the answer is
blind. Any other change since (a zone change, counters, an effect, the turn) computes it
again, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.layers_incremental import blind

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.layers import LayerResult


def touch_status(game: Game) -> None:
    """Mark the state changed by a change of status alone since it was last marked changed
    (permanents tapped or untapped, mana added to or spent from pools)."""
    game.state.touch()
    game._status_changes.append(game.state.version)


def kept(cached: tuple[int, LayerResult] | None, status_versions: list[int],
         version: int) -> LayerResult | None:
    """The cached answer, when every version after it up to `version` is a change of status
    alone (`status_versions`, ascending) and the answer reads no status (see the module's
    text); None otherwise."""
    if cached is None or not status_versions:
        return None
    base, res = cached
    if version - base > len(status_versions):
        return None
    since = [v for v in status_versions if v > base]
    if since != list(range(base + 1, version + 1)) or not blind(res):
        return None
    return res


__all__ = ["kept", "touch_status"]
