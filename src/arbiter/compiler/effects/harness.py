"""Harness (701.64a) as a clause of an effect: "Harness ~" (the permanent's own ability,
"{5}{W}, {T}: Harness The Mind Stone."). What it does is
`engine.keyword_actions.harness`."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws
from arbiter.engine.keyword_actions.harness import HarnessSelf

#: 701.64a: "harness ~".
HARNESS = kws("harness ~").set_parse_action(lambda: [[HarnessSelf()]])

__all__ = ["HARNESS"]
