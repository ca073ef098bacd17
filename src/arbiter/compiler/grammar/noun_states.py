"""Object phrases' post-modifiers about what an object is or has done (`compiler.grammar.nouns`):

    permanent that's one or more colors        105.2: not colorless
    creature that has a -1/-1 counter on it    122.1: as "with a -1/-1 counter on it"
    permanent you both own and control         108.3, 108.4
    creature that blocked this turn            509.1g (`rules.blocked_this_turn`)
    creature that blocked or was blocked this turn, that attacked or blocked this turn,
    creatures that blocked ~ this turn
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.noun_items import Item
from arbiter.compiler.grammar.put_there import PUT_THERE
from arbiter.rules import selectors as s
from arbiter.rules.blocked_this_turn import BlockedSourceThisTurn, BlockedThisTurn

_THATS = sup("that") + (kws("is", "are") | pp.Literal("'s")).suppress()
_THAT_HAS = sup("that") + kws("has", "have").suppress()

NOUN_STATES = pp.MatchFirst([
    # 105.2, 105.2c: one or more colors is not colorless (a face-down or colorless object
    # has none)
    (_THATS + kw("one or more colors")).set_parse_action(
        lambda: Item("sel", s.Not(s.IsColorless()))),
    # 122.1: "that has a -1/-1 counter on it", "that have one or more +1/+1 counters on them"
    (_THAT_HAS + kws("a", "an", "one or more").suppress() + pp.Regex(r"[+-]\d+/[+-]\d+|[a-z]+")
     + kws("counter on it", "counters on it", "counter on them", "counters on them").suppress()
     ).set_parse_action(lambda t: Item("sel", s.HasCounter(t[0]))),
    (_THAT_HAS + kws("counters on it", "counters on them", "a counter on it")
     ).set_parse_action(lambda: Item("sel", s.HasAnyCounter())),
    # 108.3, 108.4: its owner is also its controller, both "you"
    kw("you both own and control").set_parse_action(
        lambda: Item("sel", s.And((s.YOURS, s.OwnedByYou())))),
    # 509.1g-h, 508.1a
    kws("that blocked or was blocked this turn", "that blocked or were blocked this turn"
        ).set_parse_action(lambda: Item("sel", BlockedThisTurn(or_was_blocked=True))),
    kw("that attacked or blocked this turn").set_parse_action(
        lambda: Item("sel", BlockedThisTurn(or_attacked=True))),
    kw("that blocked ~ this turn").set_parse_action(
        lambda: Item("sel", BlockedSourceThisTurn())),
    kw("that blocked this turn").set_parse_action(lambda: Item("sel", BlockedThisTurn())),
    PUT_THERE,  # 404.1: "that was put there from the battlefield this turn"
])

__all__ = ["NOUN_STATES"]
