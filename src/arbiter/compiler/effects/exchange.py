"""701.12b: "Exchange control of <target> and <target>." (Oko, Thief of Crowns' −5, Switcheroo
-like spells with two separate targets), and "Exchange control of ~ and <target>." (Avarice
Totem, Phyrexian Infiltrator)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.engine.keyword_actions.exchange import ExchangeControl
from arbiter.rules.instructions import Ref


def exchange_clause(target_object):  # type: ignore[no-untyped-def]
    """The clause, built on the effect grammar's target phrase (each is its own target)."""
    # "Exchange control of this artifact and target nonland permanent" (Avarice Totem): the
    # source itself as the first of the two
    first = kw("~").set_parse_action(lambda: Ref.this()) | target_object
    return (sup("exchange control of") + first + sup("and") + target_object
            ).set_parse_action(lambda t: [[ExchangeControl(t[0], t[1])]])
