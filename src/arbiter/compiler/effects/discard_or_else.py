"""701.9a / 608.2c: "Each opponent discards a card. For each opponent who can't, <effect>."
(Cruel Grimnarch: "you gain 4 life"; Refurbished Familiar: "you draw a card"): the second
sentence modifies the discard before it (`engine.keyword_actions.discard_or_else`). Only a
discard of one card by each opponent is read: with more, discarding fewer would be "can't"
too. An effect naming an object by a pronoun or a target isn't read here."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.keyword_actions.discard_or_else import DiscardOrElse
from arbiter.rules.instructions import Discard, Ref
from arbiter.rules.structure import nodes


def _after_discard(then: list[Any]) -> Any:
    if any(isinstance(n, Pending) or (isinstance(n, Ref) and n.kind.startswith("pronoun"))
           for n in nodes(tuple(then))):
        raise pp.ParseException("", 0, "a target or pronoun after 'for each opponent who can't'")

    def modify(last: list[Any]) -> list[Any]:
        if len(last) != 1 or not isinstance(last[0], Discard) or \
                last[0].who != "each_opponent" or last[0].n != 1 or last[0].up_to:
            raise pp.ParseException("", 0, "'For each opponent who can't' after no discard")
        return [DiscardOrElse(discard=last[0], then=tuple(then))]
    return modify


def couldnt_discard_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"For each opponent who can't, <clauses>." after "each opponent discards a card"
    (`clauses`: the effect grammar of `compiler.effects.sentences`)."""
    return (sup("for each opponent who can't") + lit(",") + clauses + lit(".")
            ).set_parse_action(lambda t: [("modify_last", _after_discard(list(t[0])))])


__all__ = ["couldnt_discard_sentence"]
