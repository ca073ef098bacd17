"""707.2 with 608.2h: "Create two tokens that are copies of the sacrificed creature." / "Create
a token that's a copy of the sacrificed creature." (`engine.zones.sacrificed_copies`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kws, sup
from arbiter.engine.zones.sacrificed_copies import CopySacrificed

_TYPES = {"creature": "Creature", "artifact": "Artifact"}

#: "create a token that's a copy of the sacrificed creature" / "create two tokens that are
#: copies of the sacrificed creature"
COPY_SACRIFICED = (sup("create") + pp.MatchFirst([
    (kws("a token that's a copy of").set_parse_action(lambda: 1)),
    (NUMBER + sup("tokens that are copies of")),
]) + sup("the sacrificed") + kws("creature", "artifact")).set_parse_action(
    lambda t: [[CopySacrificed(int(t[0]), card_type=_TYPES[t[1].lower()])]])

__all__ = ["COPY_SACRIFICED"]
