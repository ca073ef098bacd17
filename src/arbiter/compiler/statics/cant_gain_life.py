"""119.7: "<players> can't gain life." as a static ability and "<players> can't gain life this
turn." as a sentence of a resolving spell or ability (the engine is
`engine.players.cant_gain_life`):

    Players can't gain life.                  (Leyline of Punishment, Sulfuric Vortex ...)
    Your opponents can't gain life.           (Erebos, God of the Dead)
    You can't gain life.
    Players can't gain life this turn.        (Skullcrack: until end of turn, 611.2a)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.players.cant_gain_life import CANT_GAIN_LIFE
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import END_OF_TURN, EffectSpec

_WHO = pp.MatchFirst([
    kw("players").set_parse_action(lambda: "each"),
    kw("your opponents").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])

#: 119.7, 613.10: a rules effect of the source's controller, naming whom it stops.
CANT_GAIN_LIFE_LINE = (_WHO + sup("can't gain life") + lit(".") + pp.StringEnd()
                       ).set_parse_action(lambda t: StaticAbility(text="", effects=(
                           EffectSpec(SELF, (RulesPart(rule=CANT_GAIN_LIFE, detail=t[0]),)),)))
#: 119.7, 611.2a: "<players> can't gain life this turn" (a clause): an effect of the resolved
#: spell on its controller (611.2c: not locked to objects), until end of turn.
CANT_GAIN_LIFE_THIS_TURN = (_WHO + sup("can't gain life this turn")).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(RulesPart(rule=CANT_GAIN_LIFE, detail=t[0]),),
                               affected=None, duration=END_OF_TURN, rules_only=True)]])

__all__ = ["CANT_GAIN_LIFE_LINE", "CANT_GAIN_LIFE_THIS_TURN"]
