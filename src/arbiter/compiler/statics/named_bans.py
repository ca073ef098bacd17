"""Static abilities about a chosen card name (201.4, 614.12):

    Activated abilities of sources with the chosen name can't be activated unless they're
        mana abilities.                                         (602.5, 605.1a)

(`engine.casting.named_bans` checks it as a player would activate an ability.) The version without
"unless they're mana abilities" would also stop mana abilities, which the engine's mana
payment doesn't check; it is left unread.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, lit
from arbiter.engine.casting.named_bans import RULE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

NAMED_BAN_LINE = (kw("activated abilities of sources with the chosen name can't be activated "
                     "unless they're mana abilities") + lit(".")).set_parse_action(
    lambda: StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule=RULE),)),)))

__all__ = ["NAMED_BAN_LINE"]
