"""The trigger condition "At the beginning of the <upkeep | draw step | end step> of enchanted
<permanent>'s controller" (603.2; 503.1, 504.1, 513.1): it triggers only in that step of the
player who controls the permanent the Aura is attached to (`engine.triggers.attached_controller`).
"That player" in the effect is that player, the active player whose step began (the step
event's player, `compiler.lines`).

    At the beginning of the upkeep of enchanted creature's controller, this Aura deals 1
    damage to that player.                                              (Wanderlust)
    At the beginning of the draw step of enchanted creature's controller, that player draws
    an additional card.                                                 (Righteous Authority)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.triggers.conditions import Trigger

#: The step's words and the engine's name of the step (500.1: upkeep and draw steps of the
#: beginning phase, 513: the end step of the ending phase).
_STEP = pp.MatchFirst([
    kw("the upkeep of").set_parse_action(lambda: "upkeep"),
    kw("the draw step of").set_parse_action(lambda: "draw"),
    kw("the end step of").set_parse_action(lambda: "end"),
])

ATTACHED_CONTROLLER_STEP = (
    sup("at the beginning of") + _STEP
    + kws("enchanted creature's", "enchanted artifact's", "enchanted land's",
          "enchanted enchantment's", "enchanted permanent's").suppress()
    + sup("controller")
).set_parse_action(lambda t: Trigger("step", "any", step=t[0], whose="attached_controller"))

__all__ = ["ATTACHED_CONTROLLER_STEP"]
