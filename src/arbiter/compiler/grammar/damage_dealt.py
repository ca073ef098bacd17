"""120.1: "the damage dealt this way" as a number (`rules.damage_dealt_value`), read only
after the same line has dealt damage ("deals" before it) and not inside a quoted ability."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw
from arbiter.rules.damage_dealt_value import DamageDealtThisWay

_DEALS = re.compile(r"\bdeals? (\S+ )?damage\b")


def _after_damage(s: str, loc: int, t: pp.ParseResults) -> None:
    before = s[:loc]
    if '"' in before or _DEALS.search(before) is None:
        raise pp.ParseException(s, loc, "'the damage dealt this way' after no damage")


#: "the damage dealt this way".
DAMAGE_DEALT_THIS_WAY = kw("the damage dealt this way").add_parse_action(
    _after_damage).add_parse_action(lambda: DamageDealtThisWay())

__all__ = ["DAMAGE_DEALT_THIS_WAY"]
