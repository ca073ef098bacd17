"""701.12b: "Exchange control of <target> and <target>." (Oko, Thief of Crowns' −5, Switcheroo
-like spells with two separate targets)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keyword_actions.exchange import ExchangeControl


def exchange_clause(target_object):  # type: ignore[no-untyped-def]
    """The clause, built on the effect grammar's target phrase (each is its own target)."""
    return (sup("exchange control of") + target_object + sup("and") + target_object
            ).set_parse_action(lambda t: [[ExchangeControl(t[0], t[1])]])
