"""702.156 ravenous: "This permanent enters with X +1/+1 counters on it" (a replacement
effect, 614.1c) and "When this permanent enters, if X is 5 or more, draw a card." (a
triggered ability with an intervening "if", 603.4).

X is the value chosen for X as its spell was cast (107.3m); a permanent that enters without
having been cast (or cast without an X) has X of 0: no counters, and the ability doesn't
trigger. 614.12: the permanent's own ravenous applies as it enters
(`engine.keywords.counter_keywords.as_enters`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Draw

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import KeywordAbility
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.objects import GameObject

KEYWORD = "ravenous"


def _x(obj: GameObject) -> int:
    """107.3m: the X its spell was cast with (0 if none)."""
    return int(obj.choices.get("x", 0) or 0)


@dataclass(frozen=True)
class XAtLeast(Condition):
    """"if X is N or more": the X of the source's spell (107.3m)."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return ctx.source is not None and _x(view.state.objects[ctx.source]) >= self.n


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.156a: it enters with X +1/+1 counters."""
    n = _x(obj)
    if n > 0:
        game.put_counters(obj.id, "+1/+1", n)


@cache
def ravenous_ability() -> TriggeredAbility:
    """702.156a: the draw when it enters with X of 5 or more."""
    return TriggeredAbility(text="When this permanent enters, if X is 5 or more, draw a card.",
                            trigger=Trigger("enters", "self"), intervening_if=XAtLeast(5),
                            instructions=(Draw(),))


__all__ = ["KEYWORD", "XAtLeast", "enters_with", "ravenous_ability"]
