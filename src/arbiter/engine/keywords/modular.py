"""Modular (702.43).

702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" and "When
this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
target artifact creature for each +1/+1 counter on this permanent." 702.43b: each instance
works separately. 702.44c: "Modular—Sunburst" takes its N from sunburst: one for each color
of mana spent to cast it (`engine.keywords.sunburst`).

The static half is a replacement effect as the permanent enters (614.1c,
`engine.keywords.entering`); the triggered half is a leaves-the-battlefield ability
(603.6c) whose number is counted on the permanent as it last existed (603.10a, 608.2h: the
counters the old object had), with its target chosen as it is put on the stack (603.3d) and
"you may" decided as it resolves.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.keywords.sunburst import colors_spent
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.instructions import MayDo, PutCounters, Ref, TargetSpec
from arbiter.rules.values import CountersOnSource

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject


def modular_n(param: str | None) -> int | str | None:
    """702.43a: N of "Modular N"; "sunburst" for "Modular—Sunburst" (702.44c); None for
    anything else (the compiler leaves it unread)."""
    p = (param or "").strip()
    if p.isdigit():
        return int(p)
    if p.lower() == "sunburst":
        return "sunburst"
    return None


@cache
def modular_ability() -> TriggeredAbility:
    """702.43a: the triggered half of modular (the same for every N)."""
    return TriggeredAbility(
        text="When this permanent is put into a graveyard from the battlefield, you may put "
             "a +1/+1 counter on target artifact creature for each +1/+1 counter on this "
             "permanent.",
        trigger=Trigger("put_into_graveyard_from_battlefield", "self"),
        targets=(TargetSpec("creature", s.And((s.CREATURE, s.IsType("Artifact"))),
                            description="target artifact creature"),),
        # 603.10a / 608.2h: the counters on the permanent as it last existed
        instructions=(MayDo(do=(PutCounters("+1/+1", CountersOnSource("+1/+1"),
                                            Ref.target(0)),)),))


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.43a / 614.1c: "This permanent enters with N +1/+1 counters on it"."""
    n = modular_n(kw.param)
    if n == "sunburst":
        n = colors_spent(game, obj, kw.text)  # 702.44c
    if isinstance(n, int) and n > 0:
        game.put_counters(obj.id, "+1/+1", n)


__all__ = ["enters_with", "modular_ability", "modular_n"]
