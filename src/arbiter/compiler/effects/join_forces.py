"""Join forces (207.2c, an ability word): "Starting with you, each player may pay any amount
of mana. <Clauses with X>, where X is the total amount of mana paid this way." (Minds Aglow,
Alliance of Arms, Shared Trauma; `engine.stack.join_forces`): the two sentences read as one.
Every X of the second sentence is the total; a target or a pronoun there isn't read."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.stack.join_forces import JoinForces
from arbiter.rules import values as V
from arbiter.rules.instructions import Ref
from arbiter.rules.structure import nodes

_HEAD = kws("starting with you, each player may pay any amount of mana",
            "each player starting with you may pay any amount of mana")


def _join(t: pp.ParseResults) -> list[tuple[str, Any]]:
    then = tuple(t[0])
    found = list(nodes(then))
    if any(isinstance(n, Pending) or (isinstance(n, Ref) and n.kind.startswith("pronoun"))
           for n in found):
        raise pp.ParseException("", 0, "a target or pronoun after join forces")
    if not any(isinstance(n, V.ChosenX) for n in found):
        raise pp.ParseException("", 0, "no X after join forces")
    return [("plain", [JoinForces(then=then)])]


def join_forces_sentences(clauses: pp.ParserElement) -> pp.ParserElement:
    """The two sentences (`clauses`: the effect grammar of `compiler.effects.sentences`)."""
    return (_HEAD.suppress() + lit(".") + clauses + lit(",")
            + sup("where X is the total amount of mana paid this way") + lit(".")
            ).set_parse_action(_join)


__all__ = ["join_forces_sentences"]
