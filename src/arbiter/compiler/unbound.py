"""A last check on a compiled line: every reference in it is one the engine can follow.

An object with a `bound_ok()` method says whether its reference was bound to something the
engine follows (`rules.blocking_selectors.BlockingObject`: "blocking it" where "it" is the
ability's source). A line holding one that isn't is left unread (principle 5), wherever it
sits: an effect, a target requirement, a trigger condition or a static ability.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.compiler.effects.damage_target_refs import misread_damage_targets
from arbiter.compiler.grammar.attacked_recipient import outside_an_attack_trigger
from arbiter.rules.structure import nodes


def unbound(x: Any) -> bool:
    """Whether `x` (abilities, instructions, selectors ...) holds a reference the engine
    can't follow."""
    if outside_an_attack_trigger(x):
        return True  # 506.2: "the player or planeswalker it's attacking" outside an attack
    if misread_damage_targets(x):
        return True  # 115.3, 608.2c (`compiler.effects.damage_target_refs`)
    for n in nodes(x):
        if getattr(n, "kind", None) == "other_opponents_unbound":
            return True  # "each other opponent" outside a trigger on an opponent's damage
        if dataclasses.is_dataclass(n) and not isinstance(n, type):
            check = getattr(n, "bound_ok", None)
            if check is not None and not check():
                return True
    return False
