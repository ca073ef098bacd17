"""The trigger conditions "Whenever a player casts <a spell>" and "Whenever an opponent casts
<a spell>" (603.2, 601.2i: they trigger as the spell becomes cast):

    Whenever a player casts a blue spell, you may gain 1 life.          (Kraken's Eye)
    Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 life.
    Whenever an opponent casts a creature spell, ...

`Trigger("cast", "any", selector=...)`, with `by="opponent"` for an opponent's spell (the
cast event's player is the caster, `engine.triggers.triggered`). "That player" in the effect
is the caster (`compiler.lines`). "You cast" is `compiler.triggers.triggers`' own template.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.counter_selectors import ManaValueEqualsSourceCounters

_SPELL = NOUN.copy().add_condition(lambda t: t[0].kind == "spell")
_A = kws("a", "an").suppress()

#: 202.3, 122.1: "a spell with mana value equal to the number of <kind> counters on ~"
#: (Chalice of the Void), compared as the spell becomes cast.
_MV_COUNTERS = (sup("a spell with mana value equal to the number of") + COUNTER_KIND
                + sup("counters on ~")).set_parse_action(
    lambda t: s.And((s.InZone(("stack",)), ManaValueEqualsSourceCounters(t[0]))))

PLAYER_CASTS = pp.MatchFirst([
    (sup("a player casts") + _MV_COUNTERS).set_parse_action(
        lambda t: Trigger("cast", "any", selector=t[0])),
    (sup("a player casts") + _A + _SPELL).set_parse_action(
        lambda t: Trigger("cast", "any", selector=t[0].selector())),
    (sup("an opponent casts") + _A + _SPELL).set_parse_action(
        lambda t: Trigger("cast", "any", selector=t[0].selector(), by="opponent")),
])

__all__ = ["PLAYER_CASTS"]
