"""701.20a, 608.2c: parley's "Each player reveals the top card of their library. For each
<card> revealed this way, <effect>." (`engine.zones.each_reveals_top`,
`rules.revealed_top`):

    Each player reveals the top card of their library. For each nonland card revealed this
    way, you create a 3/3 green Elephant creature token.            (Selvala's Charge)
    ... For each nonland card revealed this way, put a +1/+1 counter on this creature.
                                                                   (Selvala's Enforcer)

"For each <card> revealed this way, <effect>" is read where the effect is one instruction
whose number it multiplies: creating a token ("you create a <token>": that many tokens at
once, 111.2) or putting a counter on something (that many counters at once, 122.1). Another
effect ("you investigate", "attacking creatures you control get +1/+1", "add {G} and you
gain 1 life") stays unread, and so does a reveal followed by a sentence naming the revealed
cards otherwise.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.zones.each_reveals_top import EachRevealsTop
from arbiter.rules.instructions import objects as I
from arbiter.rules.revealed_top import RevealedTopCount

_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")


def _for_each(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    noun, then = t[0], list(t[-1])
    count = RevealedTopCount(noun.selector())
    step = then[0] if len(then) == 1 else None
    if isinstance(step, I.CreateToken) and step.n == 1 and step.x is None:
        step = dataclasses.replace(step, n=count)  # 111.2: that many tokens at once
    elif isinstance(step, I.PutCounters) and step.n == 1:
        step = dataclasses.replace(step, n=count)  # 122.1: that many counters at once
    else:
        raise pp.ParseException("", 0, "'for each card revealed this way' with another effect")
    return [("plain", [EachRevealsTop("each_player"), step])]


def each_reveals_top_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """The two sentences (`clauses`: the effect grammar's clauses)."""
    return (sup("each player reveals the top card of their library") + lit(".")
            + sup("for each") + _CARD + sup("revealed this way") + lit(",") + clauses
            + lit(".")).set_parse_action(_for_each)


__all__ = ["each_reveals_top_sentence"]
