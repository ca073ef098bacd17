"""205.1b: "It's still a <type>." after a one-shot "becomes" effect (611.2a, 611.2c):

    {1}: ~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.
    {2}: Enchanted Island becomes a 3/2 blue Spirit creature with flying until end of turn.
    It's still a land.

The type-changing part of the effect before it retains all the object's prior card types,
subtypes and supertypes: the new types are added, not set (the Island stays an Island land).
The sentence modifies the one before it (608.2c); it follows no type change → unread.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, kws, lit
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I


def _retain(parts: tuple[P.Part, ...]) -> tuple[P.Part, ...] | None:
    """205.1b: the parts with each type-setting part made type-adding (None: none was)."""
    out: list[P.Part] = []
    changed = False
    for p in parts:
        if isinstance(p, P.BecomeTypes) and p.types is not None and not p.clear_kinds \
                and not p.chosen_subtype:
            out.append(P.AddTypes(types=frozenset(p.types), subtypes=p.subtypes))
            changed = True
        elif isinstance(p, P.AddTypes) and p.types:
            out.append(p)  # 205.1b "[artifact] creature": already retains the prior types
            changed = True
        else:
            out.append(p)
    return tuple(out) if changed else None


def _keep_prior_types(last: list[I.Instruction]) -> list[I.Instruction]:
    if len(last) != 1 or not isinstance(last[0], I.CreateEffect):
        raise pp.ParseException("", 0, "\"still a\" follows no one-shot type change")
    parts = _retain(last[0].parts)
    if parts is None:
        raise pp.ParseException("", 0, "\"still a\" follows no type change")
    return [dataclasses.replace(last[0], parts=parts)]


def _modify(t: pp.ParseResults) -> list[tuple[str, Callable[..., list[I.Instruction]]]]:
    return [("modify_last", _keep_prior_types)]


#: "It's still a land." — a sentence about the "becomes" effect before it (205.1b).
STILL_ONE_SHOT = (kws("it's still", "it is still").suppress()
                  + pp.Optional(kws("a", "an")).suppress() + CARD_TYPE + lit(".")
                  ).set_parse_action(_modify)

__all__ = ["STILL_ONE_SHOT"]
