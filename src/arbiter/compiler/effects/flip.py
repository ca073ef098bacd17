"""710: "flip it", "flip this creature", "flip ~" (`engine.keyword_actions.flip.Flip`):

    Whenever this creature deals damage to an opponent, flip it.        (Akki Lavarunner)
    {2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip this creature.
                                                                        (Jushi Apprentice)

"it" is the object named before (608.2c, `compiler.grammar.refs`: the source in these lines).
A coin flip ("flip a coin", 705) is another clause; "flip it onto the battlefield" isn't
read.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import SELF
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.refs import ItPronoun
from arbiter.engine.keyword_actions.flip import Flip
from arbiter.rules.instructions import objects as I

_IT = kw("it").set_parse_action(lambda: ItPronoun("pronoun"))
FLIP = (sup("flip") + (SELF | _IT) + pp.FollowedBy(lit("."))).set_parse_action(
    lambda t: [[Flip(t[0])]])
#: 110.5b: "When Homura dies, return it to the battlefield flipped." (under its owner's
#: control; `ReturnToBattlefield.flipped`)
RETURN_FLIPPED = (sup("return") + _IT + sup("to the battlefield flipped")
                  + pp.FollowedBy(lit("."))).set_parse_action(
    lambda t: [[I.ReturnToBattlefield(t[0], flipped=True)]])

__all__ = ["FLIP", "RETURN_FLIPPED"]
