"""611.2e: "Put target creature card from a graveyard onto the battlefield under your control.
That creature is a black Zombie in addition to its other colors and types." (Rise from the
Grave): a continuous effect saying the permanent put onto the battlefield "is" something
applies as it enters, not after (`ReturnToBattlefield.effect_parts`,
`engine.replacement.entering`). After anything else the sentence is the usual effect on the
object named (611.2)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.rules.instructions import objects as I


def _enters_as(t: pp.ParseResults) -> list[tuple[str, Any]]:
    parts = tuple(next(x for x in t if isinstance(x, list)))

    def modify(last: list[Any]) -> list[Any]:
        ret = last[-1] if last else None
        if isinstance(ret, I.ReturnToBattlefield) and not ret.effect_parts:
            return [*last[:-1], dataclasses.replace(ret, effect_parts=parts)]
        return [*last, I.CreateEffect(parts=parts, affected=I.Ref("pronoun"),
                                      duration="indefinite")]

    return [("modify_last", modify)]


#: "That creature is <characteristics> in addition to its other <characteristics>."
ENTERS_AS_SENTENCE = (kws("that creature", "it").suppress() + pp.FollowedBy(kw("is"))
                      + pp.FollowedBy(pp.Regex(r"[^.]*in addition to its other"))
                      + PREDICATES + lit(".")).set_parse_action(_enters_as)

__all__ = ["ENTERS_AS_SENTENCE"]
