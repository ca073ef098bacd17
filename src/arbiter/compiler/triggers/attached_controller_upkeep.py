"""The trigger condition "At the beginning of the upkeep of enchanted <permanent>'s controller"
(603.2, 503.1): it triggers only in the upkeep of the player who controls the permanent the
Aura is attached to (`engine.triggers.attached_controller`). "That player" in the effect is
that player, the active player whose upkeep began (the step event's player, `compiler.lines`).

    At the beginning of the upkeep of enchanted creature's controller, this Aura deals 1
    damage to that player.                                              (Wanderlust)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.triggers.conditions import Trigger

ATTACHED_CONTROLLER_UPKEEP = (
    sup("at the beginning of the upkeep of")
    + kws("enchanted creature's", "enchanted artifact's", "enchanted land's",
          "enchanted enchantment's", "enchanted permanent's").suppress()
    + sup("controller")
).set_parse_action(lambda: Trigger("step", "any", step="upkeep", whose="attached_controller"))

__all__ = ["ATTACHED_CONTROLLER_UPKEEP"]
