"""Clash (701.30) in an effect:

    Clash with an opponent.                                               (701.30b)
    Clash with an opponent. If you win, <clauses>. [Otherwise, <clauses>.]   (701.30d)
    you may clash with an opponent. If you win, <clauses>.

"If you win" is about the clash just before it (608.2c); it rewrites that instruction to
carry what follows. "clash with defending player", "Whenever you clash" and "If you win,
repeat this process" aren't read here (they stay unread). What it does is
`engine.keyword_actions.clash`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.keyword_actions.clash import ClashWithOpponent
from arbiter.rules.instructions import objects as I

#: 701.30b: "clash with an opponent".
CLASH = sup("clash with an opponent").set_parse_action(lambda: [[ClashWithOpponent()]])


def _after_clash(then: list[Any], otherwise: list[Any]) -> Any:
    def modify(last: list[Any]) -> list[Any]:
        if not last:
            raise pp.ParseException("", 0, "'if you win' after no clash")
        step = last[-1]
        if isinstance(step, I.MayDo) and len(step.do) == 1 and step.reflexive is None \
                and isinstance(step.do[0], ClashWithOpponent):
            inner = _with(step.do[0], then, otherwise)
            return [*last[:-1], dataclasses.replace(step, do=(inner,))]
        if isinstance(step, ClashWithOpponent):
            return [*last[:-1], _with(step, then, otherwise)]
        raise pp.ParseException("", 0, "'if you win' after no clash")

    return [("modify_last", modify)]


def _with(step: ClashWithOpponent, then: list[Any], otherwise: list[Any]
          ) -> ClashWithOpponent:
    if step.then or step.otherwise:
        raise pp.ParseException("", 0, "two 'if you win' sentences")
    return dataclasses.replace(step, then=tuple(then), otherwise=tuple(otherwise))


def clash_sentences(clauses: pp.ParserElement) -> list[pp.ParserElement]:
    """701.30d: "If you win, <clauses>. [Otherwise, <clauses>.]", with `clauses` the effect
    grammar of `compiler.effects.sentences`."""
    otherwise = kws("otherwise").suppress() + lit(",") + clauses + lit(".")
    sentence = (sup("if you win") + lit(",") + clauses + lit(".")
                + pp.Optional(otherwise, default=[])).set_parse_action(
        lambda t: _after_clash(list(t[0]), list(t[1]) if len(t) > 1 else []))
    return [sentence]


__all__ = ["CLASH", "clash_sentences"]
