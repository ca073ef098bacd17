"""Suspect (701.60a) as a clause of an effect:

    suspect it / suspect target creature / suspect up to one target creature you control
    suspect enchanted creature
    all suspected creatures are no longer suspected / it's no longer suspected

What it does is `engine.keyword_actions.suspect`; what being suspected means (701.60c) is
`rules.suspected`."""

from __future__ import annotations

from arbiter.compiler.effects.effects import OBJECT, OBJECTS
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.engine.keyword_actions.suspect import NoLongerSuspected, Suspect

#: 701.60a: "suspect <creature>".
SUSPECT = (sup("suspect") + OBJECT).set_parse_action(lambda t: [[Suspect(t[0])]])

#: 701.60a: "<creatures> are no longer suspected".
NO_LONGER = (OBJECTS + kws("is no longer suspected", "are no longer suspected",
                           "'s no longer suspected").suppress()).set_parse_action(
    lambda t: [[NoLongerSuspected(t[0])]])

SUSPECT_CLAUSES = [SUSPECT, NO_LONGER]

__all__ = ["SUSPECT_CLAUSES"]
