"""Fateseal (701.29a) as a clause of an effect:

    fateseal 2 / you may fateseal 1                                     (701.29a)

What it does is `engine.keyword_actions.fateseal`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.engine.keyword_actions.fateseal import Fateseal

#: 701.29a: "fateseal N".
FATESEAL = (sup("fateseal") + DIGITS + ~pp.Regex(r",\s*where")).set_parse_action(
    lambda t: [[Fateseal(t[0])]])

__all__ = ["FATESEAL"]
