"""611.2b: effects lasting "for as long as you control <source>".

    When this creature enters, gain control of target creature for as long as you control
    this creature.                                                        (Mind Flayer)

The duration starts as the effect is created if its source is then a permanent controlled by
the effect's controller (`engine.stack.continuous_effects`: otherwise it never starts and the
effect does nothing, 611.2b). It ends for good the moment that stops being true: the source
leaves the battlefield, phases out (702.26b: treated as though it doesn't exist, so nobody
controls it) or comes under another player's control; regaining control later doesn't bring
the effect back (it "doesn't last forever", and an ended duration doesn't begin again). The
game checks this whenever it derives characteristics (`Game.layers`), so no question is
answered with a lapsed effect still in force.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.state.effects import WHILE_CONTROLLED_DURATIONS

if TYPE_CHECKING:
    from arbiter.rules.layers import LayerResult
    from arbiter.state.game_state import GameState


def end_lapsed(state: GameState, res: LayerResult) -> bool:
    """Remove the "for as long as you control" effects whose source is no longer a
    permanent its controller controls (611.2b), judged on the characteristics `res` derived
    with them still in force. Returns whether any ended (the state then changed)."""
    lapsed = [e for e in state.effects if e.duration in WHILE_CONTROLLED_DURATIONS and not (
        e.anchor is not None and e.anchor in state.objects
        and state.objects[e.anchor].zone == "battlefield" and e.anchor in res.chars
        and res.chars[e.anchor].controller == e.controller)]
    if not lapsed:
        return False
    state.effects = [e for e in state.effects if not any(e is x for x in lapsed)]
    state.touch()
    return True


__all__ = ["end_lapsed"]
