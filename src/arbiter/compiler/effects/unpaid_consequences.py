"""118.12 / 608.2c: what else happens when a player doesn't pay for "Counter target spell
unless its controller pays {X}": "If that player doesn't, they tap all lands with mana
abilities they control and lose all unspent mana." (Power Sink). The sentence adds to what
happens unless they pay (`MayPay.otherwise`, after the counter); "they" is the player who was
asked to pay (the same reference as the payer)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.engine.mana.lose_unspent import LoseUnspentMana
from arbiter.rules.instructions import objects as I


def _add(last: list[Any]) -> list[Any]:
    if len(last) != 1 or not isinstance(last[0], I.MayPay) or last[0].who == "you" or \
            not last[0].otherwise or last[0].then:
        raise pp.ParseException("", 0, "'if that player doesn't' after no payment")
    pay = last[0]
    more = (I.Custom("tap_mana_lands", (pay.who,)), LoseUnspentMana(who=pay.who))
    return [dataclasses.replace(pay, otherwise=(*pay.otherwise, *more))]


UNPAID_TAP_LANDS = (
    kws("if that player doesn't", "if the player doesn't", "if they don't").suppress()
    + lit(",") + sup("they tap all lands with mana abilities they control and lose all "
                     "unspent mana") + lit(".")
).set_parse_action(lambda: [("modify_last", _add)])

__all__ = ["UNPAID_TAP_LANDS"]
