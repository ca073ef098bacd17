""""Each player exiles all <cards> from their graveyard, then sacrifices all <permanents> they
control, then puts all cards they exiled this way onto the battlefield." (Living Death, Living
End, Scrap Mastery; `engine.zones.graveyard_swap`)."""

from __future__ import annotations

import dataclasses

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.graveyard_swap import ExileSacrificeReturn

_CARDS = NOUN.copy().add_condition(lambda t: t[0].kind == "card" and not t[0].other)
_PERMANENTS = NOUN.copy().add_condition(lambda t: t[0].kind == "permanent" and not t[0].other)

EXILE_SACRIFICE_RETURN = (
    sup("each player exiles all") + _CARDS + sup("from their graveyard") + lit(",")
    + sup("then sacrifices all") + _PERMANENTS + sup("they control") + lit(",")
    + sup("then puts all cards they exiled this way onto the battlefield") + lit(".")
).set_parse_action(lambda t: [("plain", [ExileSacrificeReturn(
    dataclasses.replace(t[0], zones=("graveyard",)).selector(), t[1].selector())])])

__all__ = ["EXILE_SACRIFICE_RETURN"]
