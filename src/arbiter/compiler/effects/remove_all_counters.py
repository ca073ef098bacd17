""""remove all [<kind>] counters from <objects>" as a clause (122.1; `engine.counters_remove_all`):

    Remove all counters from target permanent.                       (Vampire Hexmage)
    remove all vortex counters from this enchantment                  (Energy Vortex)
    Remove all -1/-1 counters from it.                                (Hapatra's Mark)
    remove all counters from up to one target creature                (Purging Stormbrood)
    Remove all counters from all permanents                           (Aether Snap)

The objects are those the effect grammar reads (a target, a pronoun, the source, a group);
a player named among them ("target permanent or opponent") isn't read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECTS
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, sup
from arbiter.compiler.grammar.self_pronouns import HIMSELF
from arbiter.engine.counters_remove_all import RemoveAllCounters

_KIND = COUNTER_KIND.copy().add_condition(lambda t: t[0] not in ("counter", "counters"))

REMOVE_ALL_COUNTERS = (
    sup("remove all") + pp.Optional(_KIND, default=None) + kws("counters").suppress()
    + sup("from") + (OBJECTS | HIMSELF)
).set_parse_action(lambda t: [[RemoveAllCounters(kind=t[0], on=t[1])]])

__all__ = ["REMOVE_ALL_COUNTERS"]
