"""201.4, 701.17a, 608.2c: "Choose a card name, then target player mills a card. If a card
with the chosen name was milled this way, <effect>. [Otherwise, <effect>.]" (Predict,
Foreshadow; `engine.keyword_actions.name_then_mill`). The effects may not name the milled
card ("you gain life equal to its mana value" stays unread)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.effects.reveal_top_if import names_only_source_or_targets
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.keyword_actions.name_then_mill import NameThenMill


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    who, then = t[0], tuple(t[1])
    otherwise = tuple(t[2]) if len(t) > 2 else ()
    if not names_only_source_or_targets((then, otherwise)):
        raise pp.ParseException("", 0, "an effect naming the milled card")
    return [("plain", [NameThenMill(who, then, otherwise)])]


def name_then_mill_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """The sentences (`clauses`: the effect grammar's clauses)."""
    return (sup("choose a card name") + lit(",") + sup("then") + TARGET_PLAYER
            + kws("mills a card").suppress() + lit(".")
            + sup("if a card with the chosen name was milled this way") + lit(",")
            + pp.Group(clauses) + lit(".")
            + pp.Opt(sup("otherwise") + lit(",") + pp.Group(clauses) + lit("."))
            ).set_parse_action(lambda t: _build(pp.ParseResults(
                [t[0], list(t[1][0]), *([list(t[2][0])] if len(t) > 2 else [])])))


__all__ = ["name_then_mill_sentence"]
