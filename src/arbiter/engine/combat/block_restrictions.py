"""509.1b: a restriction on what a creature can block — "This creature can't block creatures
with power 2 or greater." The rules part `CANT_BLOCK_MATCHING` (613.11) on the blocker holds
a selector; the blocker can't block an attacking creature the selector matches, judged from
the point of view of the effect (its "you") as blockers are declared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "can't block <creatures>".
CANT_BLOCK_MATCHING = "cant_block_matching"


def block_restriction(game: Game, blocker: int, attacker: int) -> str | None:
    """509.1b: why `blocker` can't block `attacker` under such a restriction, or None."""
    found = rules_on(game, blocker, CANT_BLOCK_MATCHING)
    if not found:
        return None
    view = LayerView(game.state, game.layers().chars)
    for effect, selector in found:
        if selector.matches(view, attacker, EffectContext(view, effect)):
            return f"{game.name_of(blocker)} can't block {game.name_of(attacker)} " \
                   f"({effect.name or 'an effect'}, 509.1b)"
    return None


__all__ = ["CANT_BLOCK_MATCHING", "block_restriction"]
