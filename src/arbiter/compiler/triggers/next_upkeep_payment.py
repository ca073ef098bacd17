"""'At the beginning of your next upkeep, pay <mana>. If you don't, you lose the game.' (the
Pacts: Summoner's Pact, Pact of Negation ...): a spell creating a delayed triggered ability
(603.7) that triggers as its controller's next upkeep begins (one created during that
player's upkeep waits for the next turn's). 118.12: the payment is a cost paid as the ability
resolves; "If you don't" checks whether the player paid it (`engine.stack.payments`).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import MANA_COST, lit, sup
from arbiter.rules import costs as K
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.instructions import objects as I

#: Mana symbols only (107.4): generic, colored, colorless, hybrid, Phyrexian.
_MANA_ONLY = re.compile(r"(\{(\d+|[WUBRGC]|[WUBRG2]/[WUBRGP])\})+")


def _pact(t: pp.ParseResults) -> SpellAbility:
    pay = I.MayPay(cost=(K.ManaPayment(t[0]),), otherwise=(I.LoseGame("you"),))
    # 603.7: "upkeep:controller": the next upkeep of a turn of the ability's controller
    return SpellAbility(text="", instructions=(I.DelayedTrigger("upkeep:controller", (pay,)),))


NEXT_UPKEEP_PAY_OR_LOSE_LINE = (
    sup("at the beginning of your next upkeep") + lit(",") + sup("pay")
    + MANA_COST.copy().add_condition(lambda t: _MANA_ONLY.fullmatch(t[0]) is not None)
    + lit(".") + sup("if you don't") + lit(",") + sup("you lose the game") + lit(".")
).set_parse_action(_pact)

__all__ = ["NEXT_UPKEEP_PAY_OR_LOSE_LINE"]
