"""What other abilities say about the keywords of counters, dying and entering:

    {2}{G}: Adapt 2.                                  (701.46a: an effect,
                                                       `engine.keyword_actions.adapt.Adapt`)
    When ~ exploits a creature, ...                    (702.110b: a trigger event)
    Whenever a creature you control exploits a creature, ...
    Whenever ~ evolves, ...                            (702.100b: a trigger event)
    When ~ enters, if tribute wasn't paid, ...         (702.104b: an intervening "if")

The keywords themselves are read by `compiler.keywords.keywords`; what the engine does with
them is `engine.keywords.counter_keywords`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, kw, sup
from arbiter.engine.keyword_actions.adapt import Adapt
from arbiter.engine.keywords.evolve import EVOLVES
from arbiter.engine.keywords.exploit import EXPLOITS
from arbiter.engine.keywords.tribute import TributeNotPaid

#: 701.46a: "Adapt N" (an effect; "this permanent" is the ability's source).
ADAPT = (sup("adapt") + DIGITS).set_parse_action(lambda t: [[Adapt(t[0])]])

#: The words of "When <object> exploits a creature" / "Whenever ~ evolves" and their events:
#: the event's object is the creature with exploit (702.110b) or the one that evolved
#: (702.100b). "exploits a nontoken creature" and the like name the exploited creature too
#: and aren't read.
EVENTS: list[tuple[pp.ParserElement, str]] = [
    (kw("exploits a creature"), EXPLOITS),
    (kw("evolves"), EVOLVES),
]

#: 702.104b: "if tribute wasn't paid".
TRIBUTE_CONDITION = kw("tribute wasn't paid").set_parse_action(lambda: TributeNotPaid())

__all__ = ["ADAPT", "EVENTS", "TRIBUTE_CONDITION"]
