"""Earthbend (701.66a) as a clause of an effect:

    Earthbend 2. / When this creature enters, earthbend 1.             (701.66a)
    earthbend 3, then earthbend 3                                       (two targets)

"Earthbend N" holds the target "target land you control" (115.1), numbered with the other
targets of its ability. N is a number printed on the card, or "X, where X is <a number the
sentence's where-clause reads>" (counted as it resolves); "then untap that land" and
sentences about "that land" aren't read here (they stay unread). What it does is
`engine.keyword_actions.earthbend`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import _pending
from arbiter.compiler.effects.endure import X_WHERE
from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.engine.keyword_actions.earthbend import Earthbend
from arbiter.rules import selectors as s
from arbiter.rules.instructions import TargetSpec


def _land_you_control() -> TargetSpec:
    """701.66a: "target land you control"."""
    return TargetSpec("permanent", s.And((s.InZone(("battlefield",)), s.IsType("Land"),
                                          s.ControlledByYou())),
                      description="target land you control")


#: 701.66a: "earthbend N".
EARTHBEND = (sup("earthbend") + (DIGITS + ~pp.Regex(r",\s*where") | X_WHERE) + ~pp.FollowedBy(
    pp.Literal(".") + pp.Regex(r"\s*(That land|That creature|It)\b"))).set_parse_action(
    lambda t: [[Earthbend(_pending(_land_you_control()), t[0])]])

__all__ = ["EARTHBEND"]
