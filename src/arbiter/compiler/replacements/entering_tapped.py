"""Other permanents entering tapped (614.1c, 614.12): "<objects> enter tapped." as the
predicate of a static ability's sentence (Authority of the Consuls: "Creatures your
opponents control enter tapped."; Zhao, the Moon Slayer: "Nonbasic lands enter tapped."). The
rules part `engine.replacement.entering_tapped.RULE`; the engine taps the permanent as it
enters.

"~ enters tapped" (the permanent itself) is a replacement ability of its own
(`compiler.replacements.replacements`); "enter tapped this turn" is not read here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.replacement.entering_tapped import RULE
from arbiter.rules import parts as P

#: 614.1c: "enter tapped" (the sentence ends there).
ENTERS_TAPPED = (kws("enters tapped", "enter tapped").suppress() + pp.FollowedBy(".")
                 ).set_parse_action(lambda: [[P.RulesPart(RULE)]])

__all__ = ["ENTERS_TAPPED"]
