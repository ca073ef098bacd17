"""Conditions on what a spell's or ability's damage was dealt to (608.2c, 120.1):

    If a player is dealt damage this way, <effects>.        (Play with Fire)
    If a <permanent> is dealt damage this way, <effects>.   (Silver Bolt: "a Werewolf")

"This way" is the damage the same spell or ability dealt before the condition; damage that
was prevented wasn't dealt (615). The recipients are checked as the condition is (a
permanent's characteristics now), `rules.damage_conditions`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules.damage_conditions import DealtDamageThisWay

_THIS_WAY = sup("is dealt damage this way")

#: "a player is dealt damage this way" / "a Werewolf is dealt damage this way".
DEALT_THIS_WAY_CONDITION = pp.MatchFirst([
    (kw("a player") + _THIS_WAY).set_parse_action(lambda: DealtDamageThisWay()),
    (kws("a", "an").suppress() + NOUN + _THIS_WAY).set_parse_action(
        lambda t: DealtDamageThisWay(selector=t[0].selector())),
]).set_name("dealt damage this way")

__all__ = ["DEALT_THIS_WAY_CONDITION"]
