"""500.8: clauses adding phases to the turn (`engine.turn.extra_phases`):

    after this main phase, there is an additional combat phase followed by an additional main
        phase                                                           (Relentless Assault)
    after this phase, there is an additional combat phase
    there is an additional combat phase after this phase[,] followed by an additional main
        phase                                       (after "If it's your main phase, ...")
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.engine.turn.extra_phases import AdditionalPhases

_AFTER = pp.MatchFirst([kw("after this main phase").set_parse_action(lambda: "main"),
                        kw("after this phase").set_parse_action(lambda: "any")])
_COMBAT = sup("there is an additional combat phase")
_THEN_MAIN = (pp.Optional(lit(",")) + sup("followed by an additional main phase")
              ).set_parse_action(lambda: "then_main")


def _build(t: pp.ParseResults) -> list[list[AdditionalPhases]]:
    words = list(t)
    phases = ("combat", "main") if "then_main" in words else ("combat",)
    return [[AdditionalPhases(phases=phases, after_main="main" in words)]]


#: 500.8.
PHASE_CLAUSES = [
    (_AFTER + lit(",") + _COMBAT + pp.Optional(_THEN_MAIN)).set_parse_action(_build),
    (_COMBAT + _AFTER + pp.Optional(_THEN_MAIN)).set_parse_action(_build),
]

__all__ = ["PHASE_CLAUSES"]
