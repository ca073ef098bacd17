"""'~ deals damage equal to the number of <kind> counters on it to <recipient>' (120.3, 122.1,
608.2h): "it" is the source itself, whose counters are counted as the ability resolves.

    At the beginning of your draw step, this artifact deals damage equal to the number of
    doom counters on it to each player.                                  (Armageddon Clock)
    {T}: This creature deals damage equal to the number of +1/+1 counters on it to any
    target.                                                              (Kilnmouth Dragon)

Only "~" as the subject is read here: "It deals damage ..." after the source was sacrificed
would need the counters it last had (608.2h), which this count doesn't keep.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import RECIPIENT, SELF
from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I

DAMAGE_COUNTERS_ON_IT = (
    SELF + sup("deals damage equal to the number of") + pp.Regex(r"[a-z+\-/0-9]+")
    + sup("counters on it to") + RECIPIENT
).set_parse_action(lambda t: [[I.DealDamage(V.CountersOnSource(t[1]), to=t[2], source=t[0])]])

__all__ = ["DAMAGE_COUNTERS_ON_IT"]
