"""Triggers on damage a spell deals (603.2, 120.1, 120.4b):

    When/Whenever a spell you control deals damage, ...     (Flame Channeler)

A spell is the card (or copy) on the stack (112.1, 111.1); the damage it deals as it
resolves has that spell as its source (120.2b, 609.7), and the engine's one "deals damage"
event for all the damage the source dealt at once (603.2c) is matched while the spell is
still on the stack (120.4b: the ability triggers as the damage is dealt). Damage dealt by a
permanent the spell names ("target creature you control deals damage ...", 701.14 fight) is
that permanent's, not the spell's.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.triggers.conditions import Trigger


def _spell_deals(t: pp.ParseResults) -> Trigger:
    n: Noun = t[0]
    if n.kind != "spell":
        raise pp.ParseException("", 0, "not a spell")
    return Trigger("deals_damage", "any", selector=n.selector())  # InZone(stack) kept


#: "a spell you control deals damage", "an instant or sorcery spell you control deals damage".
SPELL_DEALS_DAMAGE = (kws("a", "an").suppress() + NOUN + sup("deals damage")
                      + pp.FollowedBy(",")).set_parse_action(_spell_deals)

__all__ = ["SPELL_DEALS_DAMAGE"]
