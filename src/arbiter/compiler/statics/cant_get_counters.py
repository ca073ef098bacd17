"""614.17: "<players> can't get [poison] counters." as a static ability (the engine is
`engine.players.cant_get_counters`):

    Players can't get counters.               (Solemnity)
    You can't get poison counters.            (Melira, Sylvok Outcast)
    Your opponents can't get poison counters.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.players.cant_get_counters import CANT_GET_COUNTERS
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec

_WHO = pp.MatchFirst([
    kw("players").set_parse_action(lambda: "each"),
    kw("your opponents").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])
_KIND = pp.Optional(kw("poison").set_parse_action(lambda: "poison"), default=None)

#: 614.17, 613.10: a rules effect of the source's controller, naming whom it stops and the
#: kind of counter (None: any).
CANT_GET_COUNTERS_LINE = (_WHO + sup("can't get") + _KIND + sup("counters") + lit(".")
                          + pp.StringEnd()).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(
        rule=CANT_GET_COUNTERS, detail=(t[0], t[1])),)),)))

__all__ = ["CANT_GET_COUNTERS_LINE"]
