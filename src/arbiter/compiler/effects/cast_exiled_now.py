"""608.2g: "You may cast that card. If you don't, <effect>." after "Exile the top card of
your library." (Chandra, Torch of Defiance; `engine.casting.cast_exiled_now`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.casting.cast_exiled_now import MayCastNow


def may_cast_now_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"You may cast that card. If you don't, <clauses>." as one sentence pair."""
    return (sup("you may cast") + (PRONOUN | kw("the exiled card")) + lit(".")
            + sup("if you don't") + lit(",") + clauses + lit(".")
            ).set_parse_action(lambda t: [("plain", [MayCastNow(
                t[0] if not isinstance(t[0], str) else MayCastNow().what,
                otherwise=tuple(t[1]))])])


__all__ = ["may_cast_now_sentence"]
