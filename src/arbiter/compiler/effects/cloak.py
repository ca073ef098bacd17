"""Cloak (701.58a): the clause that exiles permanents face down and cloaks them
(`engine.keyword_actions.cloak.ExileAndCloak`):

    Exile any number of face-up <permanents> in a face-down pile, shuffle that pile, then
    cloak them.                                   (406.3, 701.24a, 701.58a, 701.58e; 400.7)

The permanents are chosen as the spell resolves ("any number of": not targets, 115.10);
"face-up" is the opposite of face-down (708.2).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.keyword_actions.cloak import ExileAndCloak
from arbiter.rules import selectors as s


def _permanents(t: pp.ParseResults) -> bool:
    noun = t[0]
    return noun.kind == "permanent" and noun.zones == ("battlefield",)


def _exile_and_cloak(t: pp.ParseResults) -> list[list[ExileAndCloak]]:
    return [[ExileAndCloak(s.And((t[0].selector(), s.Not(s.IsFaceDown()))))]]


#: "Exile any number of face-up creatures you control with disguise in a face-down pile,
#: shuffle that pile, then cloak them." (Expose the Culprit)
EXILE_AND_CLOAK = (sup("exile any number of face-up") + NOUN.copy().add_condition(_permanents)
                   + sup("in a face-down pile, shuffle that pile, then cloak them")
                   ).set_parse_action(_exile_and_cloak)

CLOAK_CLAUSES = [EXILE_AND_CLOAK]
