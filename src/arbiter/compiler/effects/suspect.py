"""Suspect (701.60a) as a clause of an effect:

    suspect it / suspect target creature / suspect up to one target creature you control
    suspect enchanted creature

What it does is `engine.keyword_actions.suspect`; what being suspected means (701.60c) is
`rules.suspected`."""

from __future__ import annotations

from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keyword_actions.suspect import Suspect

#: 701.60a: "suspect <creature>".
SUSPECT = (sup("suspect") + OBJECT).set_parse_action(lambda t: [[Suspect(t[0])]])

SUSPECT_CLAUSES = [SUSPECT]

__all__ = ["SUSPECT_CLAUSES"]
