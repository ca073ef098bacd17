"""701.20a, 608.2c: a revealed hand from which the controller may choose a card:

    Target opponent reveals their hand. You may choose a nonland card from it. If you do,
    that player discards that card. If you don't, that player discards two cards.
                                                                        (Nightsnare)
    ... You may choose a creature or battle card from it. If you do, that player discards
    that card. If you don't, incubate 3.                      (Traumatic Revelation)
    ... You may choose a creature, enchantment, or planeswalker card from it. That player
    discards that card.                                          (Extract the Truth)

The controller may choose none (`RevealChooseDiscard.may`, `engine.keyword_actions.
discard`); "If you do" is the card chosen being discarded ("exile that card", "that player
exiles that card": exiled instead, 406.2), "If you don't, <effect>" follows when no card was
chosen, by choice or because none fit (608.2c, `engine.stack.if_you_dont.IfDidNot`).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN
from arbiter.engine.stack.if_you_dont import IfDidNot
from arbiter.rules.instructions import choices as ic

_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card")
_WHAT = pp.MatchFirst([
    kw("that player discards that card").set_parse_action(lambda: "discard"),
    kw("exile that card").set_parse_action(lambda: "exile"),
    kw("that player exiles that card").set_parse_action(lambda: "exile"),
])


def _build(t: pp.ParseResults) -> list[tuple[str, list[Any]]]:
    out: list[Any] = [ic.RevealChooseDiscard(who=t[0], selector=t[1].selector(),
                                             exile=t[2] == "exile", may=True)]
    if len(t) > 3:
        out.append(IfDidNot(then=tuple(t[3])))  # 608.2c: "If you don't"
    return [("plain", out)]


def reveal_may_choose_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """The sentences (`clauses`: the effect grammar's clauses, for "If you don't")."""
    if_you_do = pp.Opt(sup("if you do") + lit(","))
    return ((TARGET_PLAYER | PLAYER_PRONOUN) + sup("reveals their hand") + lit(".")
            + sup("you may choose") + kws("a", "an").suppress() + _CARD + sup("from it")
            + lit(".") + if_you_do + _WHAT + lit(".")
            + pp.Opt(sup("if you don't") + lit(",") + clauses + lit("."))
            ).set_parse_action(_build)


__all__ = ["reveal_may_choose_sentence"]
