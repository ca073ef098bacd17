"""500.4 / 614.1a: "If you would lose unspent mana, that mana becomes <colorless | a color>
instead." (Kruphix, God of Horizons; Horizon Stone; the engine is
`engine.mana.unspent_becomes`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.mana.unspent_becomes import RULE
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_LETTER = {"colorless": "C", "white": "W", "blue": "U", "black": "B", "red": "R",
           "green": "G"}
_KIND = kws(*_LETTER).set_parse_action(lambda t: _LETTER[t[0].lower()])

UNSPENT_MANA_LINE = (
    sup("if you would lose unspent mana") + lit(",") + sup("that mana becomes") + _KIND
    + sup("instead") + lit(".") + pp.StringEnd()
).set_parse_action(lambda t: StaticAbility(text="", effects=(EffectSpec(SELF, (
    RulesPart(rule=RULE, detail=t[0]),)),))).set_name("unspent mana replacement")

__all__ = ["UNSPENT_MANA_LINE"]
