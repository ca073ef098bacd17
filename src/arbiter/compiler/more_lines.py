"""Whole-line templates kept in modules by concept, offered to `compiler.lines` as one
alternative tried first (each is a complete line ending in "."):

    ~ costs {N} less to cast if ... / for each ...     (`compiler.spell_costs`, 601.2f)
    [~ | <spells>] can't be countered.                  (`compiler.uncounterable`, 701.6a)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.spell_costs import SELF_COST_LINE
from arbiter.compiler.uncounterable import UNCOUNTERABLE_LINE

MORE_LINES = pp.MatchFirst([SELF_COST_LINE, UNCOUNTERABLE_LINE]).set_name("more lines")

__all__ = ["MORE_LINES"]
