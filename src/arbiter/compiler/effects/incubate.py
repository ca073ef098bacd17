"""Incubate (701.53a) as a clause of an effect:

    incubate 3 / you incubate 2
    incubate X, where X is its power                       (608.2h: counted as it resolves)

"incubate 2 twice", "incubate 3 X times" and "incubate N, then transform ..." aren't read here
(they stay unread). What it does is `engine.keyword_actions.incubate`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.endure import X_WHERE
from arbiter.compiler.grammar.lexicon import DIGITS, kws
from arbiter.engine.keyword_actions.incubate import Incubate

_AGAIN = pp.Regex(r"\s*(?:twice|\w+ times|X times)\b")

#: 701.53a: "incubate N".
INCUBATE = (kws("you incubate", "incubate").suppress()
            + (DIGITS + ~pp.Literal(",") | X_WHERE) + ~_AGAIN).set_parse_action(
    lambda t: [[Incubate(t[0])]])

__all__ = ["INCUBATE"]
