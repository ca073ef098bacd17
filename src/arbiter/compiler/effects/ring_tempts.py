"""701.54a "the Ring tempts you" as a clause of an effect:

    The Ring tempts you.                              (Claim the Precious, Birthday Escape)
    When this creature enters, the Ring tempts you.   (Uruk-hai Berserker)
    ... Then the Ring tempts you.                     (Rangers of Ithilien)

What it does is `engine.keyword_actions.ring_tempts`.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keyword_actions.ring_tempts import RingTempts

#: 701.54a: "the Ring tempts you" (the resolving spell's or ability's controller).
RING_TEMPTS = sup("the ring tempts you").set_parse_action(lambda: [[RingTempts()]])

__all__ = ["RING_TEMPTS"]
