"""601.2h, 608.2c: "When this creature enters, sacrifice it unless {U} was spent to cast it."
(Azorius Herald, Court Hussar, Plaxmanta, ...): the instruction is followed unless the mana
paid for the spell the permanent was included that mana (`rules.mana_spent_conditions`; the
permanent keeps its spell's record, 400.7; one put onto the battlefield without being cast
had none spent, so it is sacrificed).

"It" in the condition is the object whose ability it is only in its own enters trigger, so
the sentence is read only there."""

from __future__ import annotations

import re
from typing import Any

import pyparsing as pp

from arbiter.compiler.conditions.mana_spent import SPENT
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.rules.conditions import Not

#: 603.2, 603.6a: "When ~ enters, ..." (after an ability word)
_OWN_ENTERS = re.compile(r"^(?:[^,]*\u2014 )?when ~ enters\b", re.IGNORECASE)


def unless_spent_to_cast_it(clause: pp.ParserElement) -> pp.ParserElement:
    """"<clause> unless <mana> was spent to cast it." in the object's own enters trigger."""
    def sentence(s: str, loc: int, t: pp.ParseResults) -> list[tuple[str, Any, list[Any]]]:
        if not _OWN_ENTERS.match(s):
            raise pp.ParseException(s, loc, "'spent to cast it' outside its own trigger")
        return [("if", Not(t[1]), list(t[0]))]

    return (clause + sup("unless") + SPENT + sup("it") + lit(".")).set_parse_action(sentence)


__all__ = ["unless_spent_to_cast_it"]
