"""613.1b: "<target player | target opponent> gains control of <object>" (Jinxed Idol,
Humble Defector, Donate, Bazaar Trader; `engine.stack.player_gains_control`): the player
targeted gains control of the object, from now on. With a duration ("until end of turn") or
any other player it isn't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECTS, TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.stack.player_gains_control import PlayerGainsControl

#: "target opponent gains control of this artifact" (ending the clause: no duration).
PLAYER_GAINS_CONTROL = (TARGET_PLAYER.copy() + sup("gains control of") + OBJECTS
                        + pp.FollowedBy(lit(".") | kws("and", "then"))
                        ).set_parse_action(lambda t: [[PlayerGainsControl(t[0], t[1])]])

__all__ = ["PLAYER_GAINS_CONTROL"]
