"""101.2 / 701.23: "<players> can't search libraries." as a static ability and "<players> can't
search libraries this turn." as a sentence of a resolving spell (the engine is
`engine.keyword_actions.search_bans`):

    Players can't search libraries.                  (Mindlock Orb)
    Your opponents can't search libraries.           (Stranglehold)
    Players can't search libraries this turn.        (Shadow of Doubt: until end of turn, 611.2a)

"Any player may pay {2} for that player to ignore this effect until end of turn." (Leonin
Arbiter) stays unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.keyword_actions.search_bans import SEARCH_BAN
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import END_OF_TURN, EffectSpec

_WHO = pp.MatchFirst([
    kw("players").set_parse_action(lambda: "each"),
    kw("your opponents").set_parse_action(lambda: "opponents"),
    kw("you").set_parse_action(lambda: "you"),
])

#: 101.2, 613.10: a rules effect of the source's controller, naming whom it stops.
SEARCH_BAN_LINE = (_WHO + sup("can't search libraries") + lit(".") + pp.StringEnd()
                   ).set_parse_action(lambda t: StaticAbility(text="", effects=(
                       EffectSpec(SELF, (RulesPart(rule=SEARCH_BAN, detail=t[0]),)),)))
#: 101.2, 611.2a: "<players> can't search libraries this turn" (a clause): an effect of the
#: resolved spell on its controller (611.2c: not locked to objects), until end of turn.
SEARCH_BAN_THIS_TURN = (_WHO + sup("can't search libraries this turn")).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(RulesPart(rule=SEARCH_BAN, detail=t[0]),),
                               affected=None, duration=END_OF_TURN, rules_only=True)]])

__all__ = ["SEARCH_BAN_LINE", "SEARCH_BAN_THIS_TURN"]
