"""400.3: putting a permanent into its owner's library, at the place the effect names:

    Put target attacking creature on the bottom of its owner's library.   (Condemn)
    Put target creature on top of its owner's library.                     (Time Ebb)

`PutInLibrary` with the position (`engine.zones.top_of_library`); the owner's choice of top
or bottom is `compiler.effects.effects`' OWNER_PUTS.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.instructions import objects as I

_WHERE = pp.MatchFirst([
    kws("on the bottom of its owner's library").set_parse_action(lambda: "bottom"),
    kws("on top of its owner's library").set_parse_action(lambda: "top"),
])

#: "put <object> on the bottom of / on top of its owner's library"
PUT_ON_OWNERS_LIBRARY = (sup("put") + OBJECT + _WHERE).set_parse_action(
    lambda t: [[I.PutInLibrary(t[0], position=t[1])]])

__all__ = ["PUT_ON_OWNERS_LIBRARY"]
