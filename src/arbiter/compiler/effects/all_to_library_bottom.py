"""401.4: "Put all <permanents> on the bottom of their owners' libraries." as a whole sentence
(Terminus, Hallowed Burial; `engine.zones.all_to_library_bottom`)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.all_to_library_bottom import PutAllOnBottom

_PERMANENTS = NOUN.copy().add_condition(lambda t: tuple(t[0].zones) == ("battlefield",))

#: "Put all creatures on the bottom of their owners' libraries."
ALL_TO_LIBRARY_BOTTOM = (sup("put all") + _PERMANENTS
                         + sup("on the bottom of their owners' libraries") + lit(".")
                         ).set_parse_action(
    lambda t: [("plain", [PutAllOnBottom(t[0].selector())])])

__all__ = ["ALL_TO_LIBRARY_BOTTOM"]
