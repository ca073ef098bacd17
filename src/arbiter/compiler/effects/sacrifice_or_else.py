"""701.21a / 608.2c: "<you> sacrifice <permanents>. If you can't, <effect>." (Lord of the Pit,
Eldrazi Monument): the second sentence modifies the sacrifice before it
(`engine.keyword_actions.sacrifice_or_else`). Only a sacrifice of one permanent: with several,
sacrificing fewer is "can't" as well."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.engine.keyword_actions.sacrifice_or_else import IfCouldntSacrifice


def _after_sacrifice(then: list[Any]) -> Any:
    def modify(last: list[Any]) -> list[Any]:
        if not last or not isinstance(last[-1], SacrificeChosen) or last[-1].who != "you":
            raise pp.ParseException("", 0, "'If you can't' after no sacrifice of yours")
        if last[-1].n != 1:
            # "sacrifice that many nontoken permanents. If you can't, you lose the game."
            # (Lich): some but not all of them is "can't" too, which `Resolution.did`
            # doesn't tell
            raise pp.ParseException("", 0, "'If you can't' after several sacrifices")
        return [*last, IfCouldntSacrifice(then=tuple(then))]
    return modify


def if_you_cant_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"If you can't, <clauses>." after "sacrifice <permanents>" (`clauses`: the effect grammar
    of `compiler.effects.sentences`)."""
    return (sup("if you can't") + lit(",") + clauses + lit(".")).set_parse_action(
        lambda t: [("modify_last", _after_sacrifice(list(t[0])))])


__all__ = ["if_you_cant_sentence"]
