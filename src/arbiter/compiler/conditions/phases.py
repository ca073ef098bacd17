"""Conditions about the phase under way (`rules.phase_conditions`, 500.1, 500.8):

    it's your main phase            it's your combat phase
    it's the first combat phase of the turn
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws
from arbiter.rules.phase_conditions import FirstCombatPhase, YourPhase

PHASE_CONDITION = pp.MatchFirst([
    kws("it's your main phase", "it is your main phase").set_parse_action(
        lambda: YourPhase("main")),
    kws("it's your combat phase", "it is your combat phase").set_parse_action(
        lambda: YourPhase("combat")),
    kws("it's the first combat phase of the turn", "it is the first combat phase of the turn"
        ).set_parse_action(lambda: FirstCombatPhase()),
])

__all__ = ["PHASE_CONDITION"]
