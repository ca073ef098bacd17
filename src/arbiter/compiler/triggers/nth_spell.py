"""Trigger conditions on a player's Nth spell of the turn (603.2, 601.2i), as grammar:

    Whenever you cast your second spell each turn, ...          (Bloodsky Berserker)
    Whenever an opponent casts their first spell each turn, ...
    Whenever a player casts their second spell each turn, ...

The cast event carries how many spells its caster has cast this turn, this one included
(`engine.casting.spells`; 730.2's count), and the ability triggers only on the event whose
count is N (`Trigger.nth`). Copies of spells aren't cast (707.10) and don't count.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.triggers.conditions import Trigger

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_NTH = (kws(*_ORDINALS).set_parse_action(lambda t: _ORDINALS[t[0].lower()])
        + sup("spell each turn") + pp.FollowedBy(","))

NTH_SPELL = pp.MatchFirst([
    (sup("you cast your") + _NTH).set_parse_action(
        lambda t: Trigger("cast", "you", nth=t[0])),
    (sup("an opponent casts their") + _NTH).set_parse_action(
        lambda t: Trigger("cast", "any", by="opponent", nth=t[0])),
    (sup("a player casts their") + _NTH).set_parse_action(
        lambda t: Trigger("cast", "any", nth=t[0])),
]).set_name("Nth spell each turn")

__all__ = ["NTH_SPELL"]
