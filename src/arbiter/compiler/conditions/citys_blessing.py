"""702.131c: "you have the city's blessing" (`engine.keywords.ascend.HasCitysBlessing`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.keywords.ascend import HasCitysBlessing

#: "you have the city's blessing" (in "as long as ..." and "if ...").
CITYS_BLESSING_CONDITION = kw("you have the city's blessing").set_parse_action(
    lambda: HasCitysBlessing())

__all__ = ["CITYS_BLESSING_CONDITION"]
