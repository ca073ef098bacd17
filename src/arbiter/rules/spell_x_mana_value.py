"""202.3e: "When calculating the mana value of an object with an {X} in its mana cost, X is
treated as 0 while the object is not on the stack, and X is treated as the number chosen for
it while the object is on the stack." The card data's mana value counts X as 0; a spell on
the stack starts the layer computation with each {X} counted as the X announced for it
(601.2b, kept in the spell's choices; a copy of a spell has the copied X, 707.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.characteristics import Characteristics
    from arbiter.state.game_state import GameState


def with_announced_x(state: GameState, starting: dict[int, Characteristics]) -> None:
    """Replace in `starting` the values of each spell on the stack whose mana cost has {X}
    by a copy whose mana value counts the announced X (the cached values are never
    changed)."""
    for item in state.stack_items:
        if item.kind != "spell":
            continue
        ch = starting.get(item.source)
        if ch is None or ch.mana_cost is None:
            continue
        xs = ch.mana_cost.variables.count("X")
        x = int(item.choices.get("x") or 0)
        if xs and x:
            ch = ch.clone()
            ch.mana_value += xs * x
            starting[item.source] = ch
