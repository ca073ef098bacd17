"""Endure (701.63a) as a clause of an effect:

    it endures 1 / ~ endures 2 / this creature endures 1          (701.63a)

N is a number printed on the card; "endures X, where X is ..." isn't read here (it stays
unread). What it does is `engine.keyword_actions.endure`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import DIGITS, kws
from arbiter.engine.keyword_actions.endure import Endure

#: 701.63a: "<permanent> endures N".
ENDURES = (OBJECT + kws("endures").suppress() + DIGITS + ~pp.Literal(",")).set_parse_action(
    lambda t: [[Endure(t[0], t[1])]])

__all__ = ["ENDURES"]
