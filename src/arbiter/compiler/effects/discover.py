"""Discover (701.57a) as a clause of an effect:

    Discover 4. / discover 3 / When this creature enters, discover 5.     (701.57a)

N is a number printed on the card; "discover X, where X is ...", "that player discovers X"
and sentences about "the discovered card" (701.57c) aren't read here (they stay unread).
What it does is `engine.keyword_actions.discover`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.engine.keyword_actions.discover import Discover

#: 701.57a: "discover N".
DISCOVER = (sup("discover") + DIGITS + ~pp.Literal(",")).set_parse_action(
    lambda t: [[Discover(t[0])]])

__all__ = ["DISCOVER"]
