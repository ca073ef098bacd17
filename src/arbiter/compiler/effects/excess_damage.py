"""120.4a: "Excess damage is dealt to that creature's controller instead." after a sentence
dealing damage to one target creature (Flame Spill, Pigment Storm, Gandalf's Sanction,
Ravenous Tyrannosaurus): that damage becomes `engine.replacement.excess_damage`'s split event.
After any other sentence (damage to several objects, to a player, or no damage) it isn't read.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.replacement.excess_damage import ExcessToController
from arbiter.rules.instructions import objects as I


def _modify(last: list[Any]) -> list[Any]:
    dmg = last[-1] if last else None
    if not isinstance(dmg, I.DealDamage) or dmg.together or not isinstance(dmg.to, Pending) \
            or dmg.to.spec.kind == "player" or dmg.to.spec.count != 1 or dmg.to.spec.x \
            or "creature" not in dmg.to.spec.description:
        raise pp.ParseException("", 0, "excess damage after no damage to one target creature")
    return [*last[:-1], ExcessToController(dmg)]


EXCESS_TO_CONTROLLER = kw("Excess damage is dealt to that creature's controller instead."
                          ).set_parse_action(lambda: [("modify_last", _modify)])

__all__ = ["EXCESS_TO_CONTROLLER"]
