"""500.8: sentences adding phases to the turn (`engine.turn.extra_phases`):

    After this main phase, there is an additional combat phase followed by an additional main
        phase.                                                          (Relentless Assault)
    After this phase, there is an additional combat phase.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.turn.extra_phases import AdditionalPhases


def _sentence(text: str, phases: tuple[str, ...], after_main: bool) -> pp.ParserElement:
    return kw(text).set_parse_action(
        lambda: [("plain", [AdditionalPhases(phases=phases, after_main=after_main)])])


#: 500.8.
ADDITIONAL_PHASES = pp.MatchFirst([
    _sentence("After this main phase, there is an additional combat phase followed by an "
              "additional main phase.", ("combat", "main"), True),
    _sentence("After this phase, there is an additional combat phase followed by an "
              "additional main phase.", ("combat", "main"), False),
    _sentence("After this phase, there is an additional combat phase.", ("combat",), False),
])

__all__ = ["ADDITIONAL_PHASES"]
