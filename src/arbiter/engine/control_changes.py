"""302.6: a creature can't attack, and its {T} / {Q} abilities can't be activated, unless it
has been under its controller's control continuously since their most recent turn began.

Control is a characteristic the layer system computes (613.1b, layer 2: Control Magic,
Threaten, exchanges of control), so a change of control shows as a different controller in a
new computation. Each computation of the battlefield's characteristics (`Game.layers`) is
compared with the controller last seen for each permanent; a different one starts its
continuous control anew this turn (`GameObject.controlled_since`), whoever gained it. A
permanent that just entered already starts this turn (`replacement.entering`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.layers import LayerResult
    from arbiter.state.game_state import GameState


def note_control_changes(state: GameState, res: LayerResult) -> None:
    """302.6: restart `controlled_since` for each permanent whose controller changed since
    the last computation."""
    turn = state.turn.number
    chars = res.chars
    for oid in state.order.get("battlefield", ()):
        ch = chars.get(oid)
        if ch is None:
            continue
        obj = state.objects[oid]
        if obj.controller_seen != ch.controller:
            if obj.controller_seen is not None:
                obj.controlled_since = turn
            obj.controller_seen = ch.controller


__all__ = ["note_control_changes"]
