"""611.2c: a continuous effect from a resolving spell or ability that modifies the rules of
the game rather than characteristics isn't locked to the objects it affected when it began:

    Until your next turn, you may cast creature spells as though they had flash, and each
    creature you control enters the battlefield with an additional +1/+1 counter on it.

`CreateEffect(rules_only=True)`: with a selector, the effect keeps applying to whatever the
selector describes (a creature entering later); with no affected objects, it is an effect on
its controller (613.10: "you may cast ...", "you gain protection ..."), read by
`engine.rules_effects.rules_effects`. It lasts for its duration (611.2a-b), even if its source
leaves the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules import instructions as I
from arbiter.rules.selectors import Selector
from arbiter.state.effects import ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


def create_rules_effect(r: Resolution, step: I.CreateEffect) -> None:
    if step.affected is not None and not isinstance(step.affected, Selector):
        raise ValueError("a rules-only effect applies to a selector or to its controller")
    from arbiter.engine.stack.continuous_effects import add_resolved_effect

    # no selector: an effect on the player, applying to no object
    add_resolved_effect(r, step.parts, affected=step.affected, duration=step.duration,
                        locked=None if step.affected is not None else frozenset())


def player_level(effect: ContinuousEffect) -> bool:
    """An effect of a resolved ability on its controller (no affected objects)."""
    return effect.affected is None and effect.locked == frozenset() and not effect.from_static


__all__ = ["create_rules_effect", "player_level"]
