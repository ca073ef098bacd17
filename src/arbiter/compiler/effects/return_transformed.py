"""712.14a: "exile ~, then return it to the battlefield transformed under your control"
(also "under its owner's control", and "him" / "her" for a planeswalker), one clause of an
effect (`engine.keyword_actions.return_transformed`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.keyword_actions.return_transformed import ExileAndReturnTransformed
from arbiter.rules.instructions import Ref

_UNDER = pp.MatchFirst([
    kws("under your control").set_parse_action(lambda: True),
    kws("under its owner's control", "under his owner's control",
        "under her owner's control").set_parse_action(lambda: False),
])

#: "Exile ~, then return it to the battlefield transformed under your control."
EXILE_RETURN_TRANSFORMED = (
    sup("exile ~") + lit(",") + sup("then return") + kws("it", "him", "her").suppress()
    + sup("to the battlefield transformed") + _UNDER
).set_parse_action(lambda t: [[ExileAndReturnTransformed(Ref.this(), under_you=t[0])]])

__all__ = ["EXILE_RETURN_TRANSFORMED"]
