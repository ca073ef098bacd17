"""The trigger condition "Whenever a spell or ability you control counters a spell" (603.2,
701.6a):

    Whenever a spell or ability you control counters a spell, you may draw a card. If you do,
    discard a card.                                        (Baral, Chief of Compliance)
    Whenever a spell or ability you control counters a spell, you may create a 1/1 blue
    Merfolk creature token.                                        (Lullmage Mentor)

701.6a: a spell is countered when a resolving spell or ability's instruction removes it from
the stack (`engine.keyword_actions.countering`, the "spell_countered" event, its player the
controller of the spell or ability doing it). A spell that can't be countered isn't
countered (113.6g); a spell whose targets all became illegal doesn't resolve but isn't
countered (608.2b); neither triggers it.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.triggers.conditions import Trigger

#: 603.2, 701.6a: "a spell or ability you control counters a spell"
COUNTERS_A_SPELL = sup("a spell or ability you control counters a spell").set_parse_action(
    lambda: Trigger("spell_countered", "you"))

__all__ = ["COUNTERS_A_SPELL"]
