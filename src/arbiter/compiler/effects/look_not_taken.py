"""608.2c: "If you didn't put a card into your hand this way, <effect>." right after looking
at the top cards of a library with one card to choose for the hand:

    Look at the top five cards of your library. You may reveal a creature or enchantment
    card from among them and put it into your hand. Put the rest on the bottom of your
    library in a random order. If you didn't put a card into your hand this way, you gain
    4 life.                                                           (Blossom Prancer)

`LookAtTop` records whether its pick put a card there (`Resolution.did`); the effect follows
only if none was (`engine.stack.if_you_dont.IfDidNot`). After anything else, or after a look
with more than one pick or a pick for another zone, the sentence is left unread.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.stack.if_you_dont import IfDidNot
from arbiter.rules.instructions import LookAtTop


def _after_look(then: tuple[Any, ...]) -> list[tuple[str, Any]]:
    def modify(last: list[Any]) -> list[Any]:
        look = last[-1] if last else None
        if not isinstance(look, LookAtTop) or len(look.picks) != 1 \
                or look.picks[0].to != "hand":
            raise pp.ParseException("", 0, "'put into your hand this way' after no such look")
        return [*last, IfDidNot(then=then)]

    return [("modify_last", modify)]


def look_not_taken_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """The sentence (`clauses`: the effect grammar's clauses)."""
    return (sup("if you didn't put a card into your hand this way") + lit(",") + clauses
            + lit(".")).set_parse_action(lambda t: _after_look(tuple(t[-1])))


__all__ = ["look_not_taken_sentence"]
