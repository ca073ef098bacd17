"""701.67a "Waterbend [cost]" written as the cost of an activated ability:

    Waterbend {3}: This creature can't be blocked this turn.        (Giant Koi)
    Waterbend {5}, {T}: You may cast a noncreature spell ...        (Yue, the Moon Spirit)

A cost of mana with no X ("Waterbend {X}" stays unread). The cost is
`rules.waterbend_cost.WaterbendCost`, paid by `engine.keyword_actions.waterbend`."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.waterbend_cost import WaterbendCost

#: 701.67a: "Waterbend {N}" (generic and colored symbols, no X).
WATERBEND_COST = (sup("waterbend") + pp.Regex(r"(?:\{(?:\d+|[WUBRGC])\})+")
                  ).set_parse_action(lambda t: WaterbendCost(t[0]))

__all__ = ["WATERBEND_COST"]
