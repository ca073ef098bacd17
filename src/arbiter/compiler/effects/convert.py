"""Convert (701.28a) as a clause of an effect: "convert ~" / "convert it". What it does is
`engine.keyword_actions.convert`."""

from __future__ import annotations

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keyword_actions.convert import Convert

#: 701.28a: "convert <permanent>".
CONVERT = (sup("convert") + OBJECT).set_parse_action(lambda t: [[Convert(t[0])]])

__all__ = ["CONVERT"]
