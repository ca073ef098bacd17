"""614.17, 101.2: "Players can't get counters." (Solemnity) / "You can't get poison counters."
(Melira, Sylvok Outcast): static abilities of their source's controller (613.10) saying an
event can't happen. A player who can't get counters of a kind gets none: an effect that would
give them some does nothing, and 614.17c: no replacement effect makes it happen instead. Damage
from a source with infect is still dealt (120.3b); only the poison counters it would give are
not.

The rules effect `CANT_GET_COUNTERS` has as detail (who, kind): who is "each" (every player),
"you" (its controller) or "opponents" (its controller's opponents); kind a counter kind
("poison") or None (any counter).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "<players> can't get [<kind>] counters".
CANT_GET_COUNTERS = "cant_get_counters"


def cant_get_counters(game: Game, player: int, kind: str) -> bool:
    """614.17: does an effect say `player` can't get counters of `kind`?"""
    for _ts, (who, only), controller in rules_effects(game, CANT_GET_COUNTERS):
        mine = controller == player
        if only is not None and only != kind:
            continue
        if who == "each" or (who == "you" and mine) or (who == "opponents" and not mine):
            return True
    return False


__all__ = ["CANT_GET_COUNTERS", "cant_get_counters"]
