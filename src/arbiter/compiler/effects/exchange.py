"""701.12b: "Exchange control of <target> and <target>." (Oko, Thief of Crowns' −5, spells with
two separate targets), "Exchange control of ~ and <target>." (Avarice Totem, Phyrexian
Infiltrator) and "Exchange control of two target <permanents>." (Switcheroo: one requirement
of two targets, 115.1)."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.engine.keyword_actions.exchange import ExchangeControl
from arbiter.rules.instructions import Ref


def exchange_clause(target_object):  # type: ignore[no-untyped-def]
    """The clause, built on the effect grammar's target phrase (each is its own target)."""
    # "Exchange control of this artifact and target nonland permanent" (Avarice Totem): the
    # source itself as the first of the two
    first = kw("~").set_parse_action(lambda: Ref.this()) | target_object
    # "two target creatures": both slots of one requirement (not "up to two")
    two = target_object.copy().add_condition(
        lambda t: t[0].spec.count == 2 and not t[0].spec.up_to and not t[0].spec.x)
    return ((sup("exchange control of") + first + sup("and") + target_object
             ).set_parse_action(lambda t: [[ExchangeControl(t[0], t[1])]])
            | (sup("exchange control of") + two
               ).set_parse_action(lambda t: [[ExchangeControl(t[0], None)]]))
