"""118.12 / 608.2c: a player other than the controller may pay a cost as the ability resolves,
and what follows depends on whether they paid (`engine.stack.payments.do_may_pay`: that
player decides and pays; only a cost they can pay is offered, 118.3):

    that player may pay {4}. If the player does, untap the creature.          (Paralyze)
    that player may pay {2}. If the player doesn't, you create a Treasure token.
                                                                        (Smothering Tithe)
    that player may pay {1}{B}. If they do, ... Otherwise, ...

"That player" is the player the trigger names (bound like any "that player",
`compiler.grammar.refs.bind`); "they" after it is that same player. "The creature" in the
sentence after the payment names the object named before, as "that creature" does.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN
from arbiter.rules.instructions import objects as I

_DID = kws("if the player does", "if they do", "if that player does").suppress()
_DIDNT = kws("if the player doesn't", "if they don't", "if that player doesn't",
             "otherwise").suppress()
#: 608.2c: "untap the creature": the creature named before (the enchanted creature).
_UNTAP_THE_CREATURE = kw("untap the creature").set_parse_action(
    lambda: [[I.Untap(what=I.Ref("pronoun"))]])


def _may_pay(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    who, cost, then, otherwise = t[0], t[1], t[2], t[3]
    return [("plain", [I.MayPay(cost=cost, who=who, then=tuple(then),
                                otherwise=tuple(otherwise))])]


def player_may_pay_sentences(clauses: pp.ParserElement, payment: pp.ParserElement
                             ) -> list[pp.ParserElement]:
    """The two or three sentences as one element: "<player> may pay <cost>. If the player
    does, <effects>. [Otherwise, <effects>.]" or "... If they don't, <effects>."."""
    body = _UNTAP_THE_CREATURE | clauses
    then = _DID + lit(",") + body + lit(".")
    otherwise = _DIDNT + lit(",") + body + lit(".")
    head = PLAYER_PRONOUN + sup("may pay") + payment + lit(".")
    none = pp.Empty().set_parse_action(lambda: [[]])
    return [
        (head + then + (otherwise | none)).set_parse_action(_may_pay),
        (head + none + otherwise).set_parse_action(_may_pay),
    ]


__all__ = ["player_may_pay_sentences"]
