"""Evoke (702.74a): "Evoke [cost]" means "You may cast this card by paying [cost] rather than
paying its mana cost" (an alternative cost, 601.2b, 118.9: `engine.casting.spells`
ALTERNATIVES; offered among the ways to cast it) and "When this permanent enters, if its evoke
cost was paid, its controller sacrifices it." (a triggered ability with an intervening "if",
603.4, run by the trigger machinery of 603). Only a mana evoke cost is carried out; any other
leaves the keyword unread (principle 5)."""

from __future__ import annotations

import re
from functools import cache

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.conditions import SourceCastWith
from arbiter.rules.instructions import Ref, Sacrifice

_MANA = re.compile(r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|[WUBRG]/P|2/[WUBRG])\})+")


def evoke_cost(kw: KeywordAbility) -> str | None:
    """702.74a: the evoke cost, when it is a mana cost the engine can pay."""
    param = (kw.param or "").strip()
    return param if _MANA.fullmatch(param) else None


@cache
def evoke_ability() -> TriggeredAbility:
    """702.74a: the sacrifice trigger. 603.4: it triggers only if the evoke cost was paid (the
    permanent was cast for it, `GameObject.cast_with`), and checks that again as it
    resolves; it doesn't target (a permanent gone by then isn't sacrificed, 701.21a)."""
    return TriggeredAbility(
        text="When this permanent enters, if its evoke cost was paid, its controller "
             "sacrifices it.",
        trigger=Trigger("enters", "self"),
        intervening_if=SourceCastWith("evoke"),
        instructions=(Sacrifice(Ref.this(), by="controller"),))
