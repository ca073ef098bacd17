"""707.10 / 118.12: the chain spells' last sentences (Chain Lightning, Chain of Acid, Chain
Stasis, String of Disappearances; `engine.stack.chain_copies`):

    Then <player> may pay <mana>. If the player does, they may copy this spell and may choose
        a new target for that copy.
    Then <player> may copy this spell and may choose a new target for that copy.

<player> is "that player or that permanent's controller" (the target, or its controller) or
"that creature's/permanent's controller".
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import MANA_COST, kw, kws, lit, sup
from arbiter.rules import costs as K
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.objects import MayCopyThisSpell

_MANA_ONLY = re.compile(r"(\{(\d+|[WUBRGC])\})+")
_PAYER = pp.MatchFirst([
    kw("that player or that permanent's controller").set_parse_action(
        lambda: I.Ref("pronoun_player_or_controller")),
    kws("that permanent's controller", "that creature's controller").set_parse_action(
        lambda: I.Ref("pronoun_controller")),
])
#: ("this spell" is "~" once the text is made plain, 201.5)
_COPY = (sup("may copy") + kws("this spell", "~").suppress()
         + sup("and may choose a new target for that copy") + lit("."))


def _pay_then_copy(t: pp.ParseResults) -> list[tuple[str, list[I.Instruction]]]:
    who, cost = t[0], t[1]
    # 118.12: "If the player does": the same player copies (the same words, bound alike).
    return [("plain", [I.MayPay(cost=(K.ManaPayment(cost),), who=who,
                                then=(MayCopyThisSpell(who=who),))])]


#: 118.12 then 707.10.
CHAIN_COPY_SENTENCES = [
    (sup("then") + _PAYER + sup("may pay")
     + MANA_COST.copy().add_condition(lambda t: _MANA_ONLY.fullmatch(t[0]) is not None)
     + lit(".") + sup("if the player does") + lit(",") + sup("they") + _COPY
     ).set_parse_action(_pay_then_copy),
    (sup("then") + _PAYER + _COPY).set_parse_action(
        lambda t: [("plain", [MayCopyThisSpell(who=t[0])])]),
]

__all__ = ["CHAIN_COPY_SENTENCES"]
