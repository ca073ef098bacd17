"""608.2c: one instruction followed by the condition it is done under, the condition written
after it:

    Draw a card if you have no cards in hand.              (Idle Thoughts)
    You lose 3 life if you don't control a Demon.          (Raving Oni-Slave)

It is the sentence "If <condition>, <instruction>." written the other way round: the condition
is checked as the instruction would be followed, and if it doesn't hold nothing happens. Only
a sentence of one clause is read so: after "A and B if <condition>" the condition could be
about B alone or about both. Tried only where no other sentence template reads the text
(`compiler.effects.sentences`); "<clause> if it's <quality>" about a target is
`compiler.effects.trailing_if`.
"""

from __future__ import annotations

import re
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup

#: 608.2b: a pronoun in a condition written after the instruction names what the instruction
#: named ("Counter target spell if it was kicked": the spell, not the one resolving), which the
#: conditions of an "if" sentence don't follow: such a sentence is left unread. "It's night",
#: "it's your turn" name no object, nor "it" in a noun's "with a +1/+1 counter on it".
_PRONOUN = re.compile(r"(?<!counter on )(?<!counters on )"
                      r"\b(it|its|itself|they|them)\b(?!'s (day|night|neither|your|not your) )",
                      re.IGNORECASE)
_NO_PRONOUN = pp.FollowedBy(pp.Regex(r"[^.\"]*").add_condition(
    lambda t: _PRONOUN.search(t[0] + " ") is None))


def trailing_condition(clause: pp.ParserElement,
                       condition: pp.ParserElement) -> pp.ParserElement:
    """"[Then] <clause> if <condition>." as an "if" sentence (`clause`: one clause of the
    effect grammar, `condition`: the conditions an "if" sentence reads)."""
    def sentence(t: pp.ParseResults) -> list[tuple[str, Any, list[Any]]]:
        return [("if", t[1], list(t[0]))]

    return (pp.Optional(sup("then")) + clause + sup("if") + _NO_PRONOUN + condition
            + lit(".")
            ).set_parse_action(sentence)


__all__ = ["trailing_condition"]
