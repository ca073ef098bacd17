""""Flip a coin. If you win the flip, <effects>. If you lose the flip, <effects>." (705), as
grammar: one instruction holding what follows winning and what follows losing (either
sentence may be missing; `engine.keyword_actions.coin_flip`).

    At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals
    3 damage to you.                                    (Mana Crypt)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules.instructions import FlipCoin


def coin_flip_sentences(clauses: pp.ParserElement) -> pp.ParserElement:
    """The sentences, for the clauses of the effect grammar (`clauses`)."""
    win = (sup("if you win the flip") + lit(",") + clauses + lit(".")).set_parse_action(
        lambda t: [("win", tuple(t[0]))])
    lose = (sup("if you lose the flip") + lit(",") + clauses + lit(".")).set_parse_action(
        lambda t: [("lose", tuple(t[0]))])

    def build(t: pp.ParseResults) -> list[tuple[str, list[FlipCoin]]]:
        parts = dict(x for x in t if isinstance(x, tuple))
        if not parts:
            raise pp.ParseException("", 0, "a coin flip with no result named")
        return [("plain", [FlipCoin(win=parts.get("win", ()), lose=parts.get("lose", ()))])]

    return (kw("flip a coin").suppress() + lit(".") + pp.Optional(win) + pp.Optional(lose)
            ).set_parse_action(build)


__all__ = ["coin_flip_sentences"]
