"""716.2a: the trigger event "When this Class becomes level N, ..." (the permanent's class
level becoming N, `engine.keywords.class_levels`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import DIGITS, kw, sup
from arbiter.engine.keywords.class_levels import becomes_level

#: "~ becomes level N" ("this Class" is "~", 201.5).
CLASS_LEVEL_EVENT = (kw("~") + sup("becomes level") + DIGITS).set_parse_action(
    lambda t: becomes_level(int(t[-1])))

__all__ = ["CLASS_LEVEL_EVENT"]
