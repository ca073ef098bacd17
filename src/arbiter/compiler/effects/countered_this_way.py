"""701.6a with 614.1a: where a spell countered by the sentence before goes instead of its
owner's graveyard:

    If that spell is countered this way, put it on top of its owner's library instead of into
        that player's graveyard.                                           (Memory Lapse)
    ... put it on the bottom of its owner's library instead of into that player's graveyard.
    ... put that card on your choice of the top or bottom of its owner's library instead ...
    ... put it into its owner's hand instead of into that player's graveyard.
    ... exile it instead of putting it into its owner's graveyard.  (also after "unless its
                                                                    controller pays {3}")

The sentence modifies the `CounterTarget` before it (608.2c), also one inside "unless ...
pays" (118.12: countered only if the player doesn't pay). The engine:
`engine.keyword_actions.countered_elsewhere`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules.instructions import objects as I

_IF = "If that spell is countered this way, "
_NOT_GRAVEYARD = " instead of into that player's graveyard."
#: Each rider's words and the `CounterTarget.instead_to` it sets.
_RIDERS = (
    ("put it on top of its owner's library", "top"),
    ("put it on the bottom of its owner's library", "bottom"),
    ("put that card on your choice of the top or bottom of its owner's library",
     "top_or_bottom"),
    ("put it into its owner's hand", "hand"),
)


def with_countered(last: list[Any], **changes: Any) -> list[Any]:
    """The instructions `last` with `changes` made to the `CounterTarget` they end with,
    also one that is what happens unless a player pays (`MayPay.otherwise`)."""
    if last and isinstance(last[-1], I.CounterTarget):
        return [*last[:-1], dataclasses.replace(last[-1], **changes)]
    if len(last) == 1 and isinstance(last[0], I.MayPay) and last[0].who != "you" and \
            last[0].otherwise and isinstance(last[0].otherwise[-1], I.CounterTarget) and \
            not last[0].then:
        inner = with_countered(list(last[0].otherwise), **changes)
        return [dataclasses.replace(last[0], otherwise=tuple(inner))]
    raise pp.ParseException("", 0, "'countered this way' after no counter")


def _rider(words: str, where: str) -> pp.ParserElement:
    return kw(_IF + words + _NOT_GRAVEYARD).set_parse_action(
        lambda: [("modify_last", lambda last: with_countered(last, instead_to=where))])


#: 701.6a / 614.1a: the sentences above but exile (`compiler.effects.sentences` reads that).
COUNTERED_ELSEWHERE = pp.MatchFirst([_rider(w, d) for w, d in _RIDERS])

__all__ = ["COUNTERED_ELSEWHERE", "with_countered"]
