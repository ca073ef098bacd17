"""702.171b: "Whenever ~ attacks while saddled, ..." (the trigger condition: it attacks and
is saddled as it does, `engine.keywords.saddle`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.keywords.saddle import Saddled
from arbiter.engine.triggers.conditions import Trigger

#: "~ attacks while saddled".
ATTACKS_WHILE_SADDLED = (kw("~") + kw("attacks while saddled")).set_parse_action(
    lambda: Trigger("attacks", "self", selector=Saddled()))

__all__ = ["ATTACKS_WHILE_SADDLED"]
