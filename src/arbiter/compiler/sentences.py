"""Clauses joined into the sentences of an effect (608.2c: instructions are followed in the
order written, and later text may modify earlier text):

    <clause>[, and|then <clause>]* [, where X is <number>].
    You may <clauses>.              If you do, <clauses>.
    [Then] if <condition>, <clauses>.      Otherwise, <clauses>.
    If <condition>, instead <clauses>.  /  If <condition>, <clauses> instead.
    Look at the top N cards of your library. ... (`player_effects.LOOK_AT_TOP`)
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.conditions import CONDITION
from arbiter.compiler.effects import CLAUSE
from arbiter.compiler.lexicon import kw, kws, lit, sup
from arbiter.compiler.player_effects import LOOK_AT_TOP
from arbiter.compiler.predicates import COUNT
from arbiter.engine import instructions as I
from arbiter.rules import conditions as C
from arbiter.rules import values as V

_JOIN = pp.Optional(lit(",")) + pp.Optional(kws("and", "then")).suppress()
CLAUSES = (CLAUSE + pp.ZeroOrMore(_JOIN + CLAUSE)).set_parse_action(
    lambda t: [[i for group in t for i in group]])

#: 107.3 / 107.1a: "where X is the number of Vampires you control", "where X is half the
#: number of creature cards in your graveyard, rounded up".
_HALF = (sup("half") + COUNT + lit(",") + sup("rounded")
         + kws("up", "down")).set_parse_action(lambda t: V.Half(t[0], t[1].lower() == "up"))
WHERE_X = (lit(",") + sup("where X is") + (_HALF | COUNT)).set_name("where X is")


def _replace_x(x: Any, value: V.Value) -> Any:
    """Every X of the sentence becomes the number the where-clause defines."""
    if isinstance(x, V.ChosenX):
        return value
    if isinstance(x, tuple):
        return tuple(_replace_x(y, value) for y in x)
    if isinstance(x, list):
        return [_replace_x(y, value) for y in x]
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            type(x).__module__.startswith("arbiter.engine.instructions"):
        return dataclasses.replace(x, **{f.name: _replace_x(getattr(x, f.name), value)
                                         for f in dataclasses.fields(x)})
    return x


def _plain(t: pp.ParseResults) -> list[tuple[str, Any]]:
    body = list(t[0])
    if len(t) > 1:
        body = _replace_x(body, t[1])
    return [("plain", body)]


_MAY = (sup("you may") + CLAUSES).set_parse_action(lambda t: [[I.MayDo(do=tuple(t[0]))]])
_BODY = _MAY | CLAUSES
PLAIN = (pp.Optional(sup("then")) + _BODY + pp.Optional(WHERE_X) + lit(".")).set_parse_action(
    _plain)
IF_YOU_DO = (sup("if you do") + lit(",") + CLAUSES + lit(".")).set_parse_action(
    lambda t: [("if_you_do", list(t[0]))])
OTHERWISE = (sup("otherwise") + lit(",") + CLAUSES + lit(".")).set_parse_action(
    lambda t: [("otherwise", list(t[0]))])
INSTEAD = pp.MatchFirst([
    (sup("if") + CONDITION + lit(",") + sup("instead") + CLAUSES + lit(".")),
    (sup("if") + CONDITION + lit(",") + CLAUSES + sup("instead") + lit(".")),
]).set_parse_action(lambda t: [("instead", t[0], list(t[1]))])
IF = (pp.Optional(sup("then")) + sup("if") + CONDITION + lit(",") + _BODY + lit(".")
      ).set_parse_action(lambda t: [("if", t[0], list(t[1]))])
LOOK = LOOK_AT_TOP.copy().add_parse_action(lambda t: [("plain", list(t[0]))])

#: What "if you do" can follow: an optional action whose doing the interpreter records.
_RECORDED = (I.Sacrifice, I.Discard, I.Exile)


def _fold(t: pp.ParseResults) -> list[list[I.Instruction]]:
    """The instructions of all the sentences, in order; "instead" and "otherwise" modify the
    sentence before them (608.2c)."""
    out: list[I.Instruction] = []
    last: list[I.Instruction] = []
    for kind, *rest in t:
        if kind == "plain":
            out.extend(last)
            last = list(rest[0])
        elif kind == "if":
            out.extend(last)
            last = [I.If(rest[0], then=tuple(rest[1]))]
        elif kind == "if_you_do":
            may = last[-1] if last and isinstance(last[-1], I.MayDo) else None
            if may is None or not may.do or not isinstance(may.do[-1], _RECORDED):
                raise pp.ParseException("", 0, "'if you do' after nothing optional")
            last[-1] = I.MayDo(do=(*may.do, I.IfDid(then=tuple(rest[0]))))
        elif kind == "otherwise":
            if len(last) != 1 or not isinstance(last[0], I.If) or last[0].otherwise:
                raise pp.ParseException("", 0, "'otherwise' without an 'if'")
            last = [dataclasses.replace(last[0], otherwise=tuple(rest[0]))]
        elif kind == "instead":
            if not last:
                raise pp.ParseException("", 0, "'instead' with nothing before it")
            # Written in text order (the earlier sentence first) so pronouns bind right.
            last = [I.If(C.Not(rest[0]), then=tuple(last), otherwise=tuple(rest[1]))]
    out.extend(last)
    return [out]


SENTENCE = LOOK | IF_YOU_DO | OTHERWISE | INSTEAD | IF | PLAIN
#: The whole effect text of an ability or spell: one or more sentences.
EFFECTS = pp.OneOrMore(SENTENCE).set_parse_action(_fold).set_name("effects")

__all__ = ["EFFECTS", "CLAUSES", "SENTENCE", "kw"]
