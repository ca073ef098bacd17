"""The predicate "is goaded" (701.15b): "Enchanted creature gets +2/+2 and is goaded." A
rules effect "goaded" on the affected creature, the goading player being the effect's
controller (the engine's requirements are `engine.keyword_actions.goad`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.keyword_actions.goad import RULE
from arbiter.rules.parts import RulesPart

IS_GOADED = kws("is goaded", "are goaded").set_parse_action(lambda: [[RulesPart(rule=RULE)]])

__all__ = ["IS_GOADED"]
