"""613.1b: "<player> gains control of <object>" (`engine.stack.player_gains_control`): the
player gains control of the object, from now on. The player is a target player or opponent
(Jinxed Idol, Humble Defector, Donate, Bazaar Trader), "that player" (the player named before
or the trigger's, 603.2: Drooling Ogre), "its controller" / "that creature's controller" (the
controller of the object named before, as it last existed if it left, 608.2h: Act of
Authority, Contested War Zone), "an opponent" (chosen as it resolves, 102.2: Akroan Horse) or
"the player with the most life" and the like (`rules.most_player`: Ghazbán Ogre).
With a duration ("until end of turn") or any other player it isn't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECTS, TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import CONTROLLER_PRONOUN
from arbiter.engine.stack.player_gains_control import AN_OPPONENT, PlayerGainsControl
from arbiter.rules.instructions import Ref
from arbiter.rules.most_player import MostPlayer

_WHO = (TARGET_PLAYER.copy() | CONTROLLER_PRONOUN
        | kw("that player").set_parse_action(lambda: Ref("pronoun_player"))
        | kw("an opponent").set_parse_action(lambda: AN_OPPONENT)
        | kw("the player with the most life").set_parse_action(lambda: MostPlayer("life"))
        | kw("the player who has the most cards in hand").set_parse_action(
            lambda: MostPlayer("hand"))
        | kw("the player who controls the most creatures").set_parse_action(
            lambda: MostPlayer("creatures")))
#: "target opponent gains control of this artifact" (ending the clause: no duration).
PLAYER_GAINS_CONTROL = (_WHO + sup("gains control of") + OBJECTS
                        + pp.FollowedBy(lit(".") | kws("and", "then"))
                        ).set_parse_action(lambda t: [[PlayerGainsControl(t[0], t[1])]])

__all__ = ["PLAYER_GAINS_CONTROL"]
