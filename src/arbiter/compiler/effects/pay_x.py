"""118.12 / 107.3f: "You may pay {X}. If you do, <effect with X>." (Decree of Justice, Stark's
Ingenuity, Rise of the Hobgoblins; `engine.stack.pay_x`): X is chosen as the payment is made,
while the ability resolves. A target whose legality depends on X ("another target Zombie
creature card with mana value X") is chosen before X is: not read here."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.engine.stack.pay_x import MayPayX
from arbiter.rules import values as V
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.structure import nodes


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    then = tuple(t[0])
    for n in nodes(then):
        if isinstance(n, TargetSpec) and (n.x or n.mana_value_at_most_x or any(
                isinstance(m, V.ChosenX) for m in nodes(n))):
            raise pp.ParseException("", 0, "a target depending on an X chosen later")
    return [("plain", [MayPayX(then=then)])]


def pay_x_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"You may pay {X}. If you do, <clauses>." (`clauses`: the effect grammar of
    `compiler.effects.sentences`)."""
    return (sup("you may pay") + lit("{X}") + lit(".") + sup("if you do") + lit(",")
            + clauses + lit(".")).set_parse_action(_build)


__all__ = ["pay_x_sentence"]
