"""107.3a: an amount made from X by arithmetic, in an instruction: "X plus 3" (Vitalizing
Cascade), "twice X", "two times X", "three times X" (Debt to the Deathless). The X is the
announced X, or what a later "where X is ..." defines (107.3, `compiler.effects.sentences`).

"Half X" is not read here: its rounding ("rounded up", "Round down each time") follows the
noun, so it is no amount on its own."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, NUMBER_WORD, kw, sup
from arbiter.rules import values as V
from arbiter.rules.x_values import XPlus

X_ARITHMETIC = pp.MatchFirst([
    (sup("X plus") + NUMBER).set_parse_action(lambda t: XPlus(t[0])),
    kw("twice X").set_parse_action(lambda: V.Scaled(V.ChosenX(), 2)),  # "mills twice X cards"
    (NUMBER_WORD + sup("times X")).add_condition(lambda t: t[0] >= 2)
    .set_parse_action(lambda t: V.Scaled(V.ChosenX(), t[0])),
]).set_name("X arithmetic")

__all__ = ["X_ARITHMETIC"]
