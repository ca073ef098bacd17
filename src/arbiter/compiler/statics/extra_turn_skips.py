"""614.10, 500.7: "If a player would begin an extra turn, that player skips that turn instead."
(Ugin's Nexus, Gerrard's Hourglass Pendant); "If an opponent would begin an extra turn, ..."
(Stranglehold, Trouble in Pairs): a rules effect of the permanent, applied as an extra turn
would begin (`engine.turn.extra_turns`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.turn.extra_turns import EXTRA_TURN_SKIP
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_WHO = pp.MatchFirst([kw("if a player").set_parse_action(lambda: "each"),
                      kw("if an opponent").set_parse_action(lambda: "opponents")])

#: "If a player would begin an extra turn, that player skips that turn instead."
EXTRA_TURN_SKIP_LINE = (_WHO + sup("would begin an extra turn, that player skips that turn "
                                   "instead") + lit(".")).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (
        P.RulesPart(EXTRA_TURN_SKIP, t[0]),)),)))

__all__ = ["EXTRA_TURN_SKIP_LINE"]
