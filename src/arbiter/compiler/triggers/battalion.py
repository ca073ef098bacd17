"""The trigger condition "Whenever ~ and at least N other creatures attack" (battalion,
207.2c), and the same of an equipped creature:

    Battalion — Whenever this creature and at least two other creatures attack, this
    creature gets +2/+2 until end of turn.                               (Boros Elite)
    Whenever equipped creature and at least one other creature attack, draw a card.
                                                                         (Glimmer Lens)

508.1a, 603.2: it triggers on the creature's attack event when it and at least N other
creatures were declared as attackers (`engine.triggers.attacks_with`); "it" in the effect is
the creature (this one, or the equipped one).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.engine.triggers.conditions import Trigger

_OTHERS = (sup("and at least") + NUMBER
           + kws("other creatures attack", "other creature attack").suppress())

#: 508.1a: "~ / equipped creature and at least N other creature(s) attack".
BATTALION = pp.MatchFirst([
    (kw("~").suppress() + _OTHERS).set_parse_action(
        lambda t: Trigger("attacks", "self", with_others=t[0])),
    (kw("equipped creature").suppress() + _OTHERS).set_parse_action(
        lambda t: Trigger("attacks", "equipped", with_others=t[0])),
])

__all__ = ["BATTALION"]
