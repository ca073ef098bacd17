"""Phasing out (702.26b) as a one-shot effect, a clause `compiler.effects.object_actions` offers:

    <object(s)> phase(s) out          "~ phases out", "Target creature phases out",
                                      "up to that many other target artifacts, creatures,
                                      and/or enchantments phase out", "All permanents you
                                      control phase out"

The engine's `PhaseOut` (`engine.keywords.phasing`) phases them out at once, with what is attached
to them (702.26g); they phase in during their controller's next untap step (502.1). "Phases
out until <event>" (610.4) isn't read: the sentence must end after "phase out".
"""

from __future__ import annotations

from arbiter.compiler.effects.effects import OBJECTS
from arbiter.compiler.grammar.lexicon import kws
from arbiter.rules.instructions.phasing import PhaseOut

#: 702.26b: "<object(s)> phase(s) out".
PHASE_OUT = (OBJECTS + kws("phases out", "phase out").suppress()).add_parse_action(
    lambda t: [[PhaseOut(t[0])]])

__all__ = ["PHASE_OUT"]
