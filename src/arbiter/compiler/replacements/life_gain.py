"""614.1a / 119.10: replacement effects on life gain (the engine is
`engine.players.life_gain`):

    If you would gain life, you gain that much life plus 1 instead.
    If you would gain life, you gain twice that much life instead.
    If you would gain life while you have 5 or less life, you gain twice that much life
    instead.                                                          (Phial of Galadriel)
    If <an opponent | a player> would gain life, that player loses that much life instead.
                                                                      (Tainted Remedy)
    If <an opponent | a player> would gain life, that player gains no life instead.
                                                                      (Sulfuric Vortex)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.engine.players.life_gain import LIFE_GAIN_INSTEAD
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_AMOUNT = pp.MatchFirst([
    (sup("that much life plus") + NUMBER).set_parse_action(lambda t: ("plus", int(t[0]))),
    kw("twice that much life").set_parse_action(lambda: ("twice", 2)),
])
#: "while you have N or less life" (judged as the life would be gained)
_WHILE = (sup("while you have") + NUMBER + sup("or less life")).set_parse_action(
    lambda t: int(t[0]))


def _static(detail: tuple) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(
        rule=LIFE_GAIN_INSTEAD, detail=detail),)),))


#: 614.1a: a rules effect of the source's controller ("you", 613.10).
_YOURS = (sup("if you would gain life") + pp.Optional(_WHILE) + lit(",") + sup("you gain")
          + _AMOUNT + sup("instead") + lit(".") + pp.StringEnd()).set_parse_action(
    lambda t: _static(t[-1] + (t[0],) if len(t) == 2 else t[0]))
_WHO = (kw("if an opponent would gain life").set_parse_action(lambda: "opponent")
        | kw("if a player would gain life").set_parse_action(lambda: "player"))
#: 614.1a: another player's gain becomes a loss of that much life, or nothing.
_THEIRS = (_WHO + lit(",") + sup("that player")
           + (kw("loses that much life").set_parse_action(lambda: "lose")
              | kw("gains no life").set_parse_action(lambda: "none"))
           + sup("instead") + lit(".") + pp.StringEnd()).set_parse_action(
    lambda t: _static((t[1], t[0])))

LIFE_GAIN_LINE = (_YOURS | _THEIRS).set_name("life gain replacement")

__all__ = ["LIFE_GAIN_LINE"]
