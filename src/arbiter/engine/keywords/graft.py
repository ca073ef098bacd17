"""Graft (702.58).

702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" and "Whenever
another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
counter from this permanent onto that creature." 702.58b: each instance works separately.

The static half is a replacement effect as the permanent enters (614.1c,
`engine.keywords.entering`). The triggered half triggers for any other creature entering,
whoever controls it (603.6a), with an intervening "if" on this permanent's counters (603.4,
checked as it triggers and as it resolves); "you may" is decided as it resolves. Moving a
counter (122.5) removes it from this permanent and puts it on that creature; if either isn't
on the battlefield any more (400.7), or this one has no +1/+1 counter, no counter moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.instructions import Instruction, MayDo

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.state.objects import GameObject


@dataclass(frozen=True)
class MoveCounterToEntered(Instruction):
    """702.58a / 122.5: "move a <kind> counter from this permanent onto that creature" (that
    creature: the one whose entering triggered the ability)."""

    kind: str = "+1/+1"


@cache
def graft_ability() -> TriggeredAbility:
    """702.58a: the triggered half of graft (the same for every N)."""
    return TriggeredAbility(
        text="Whenever another creature enters, if this permanent has a +1/+1 counter on it, "
             "you may move a +1/+1 counter from this permanent onto that creature.",
        trigger=Trigger("enters", "any", selector=s.And((s.IsType("Creature"), s.OTHER))),
        intervening_if=SourceCounters("+1/+1", 1),
        instructions=(MayDo(do=(MoveCounterToEntered("+1/+1"),)),))


def enters_with(game: Game, obj: GameObject, kw: KeywordAbility) -> None:
    """702.58a / 614.1c: "This permanent enters with N +1/+1 counters on it"."""
    n = int(kw.param or 0)
    if n > 0:
        game.put_counters(obj.id, "+1/+1", n)


def do_move_counter_to_entered(r: Resolution, step: MoveCounterToEntered) -> None:
    """122.5: remove the counter from the source and put it on that creature, or nothing."""
    g, src = r.game, r.item.source
    to = r.item.choices.get("event_obj")
    if to is None or to == src or g.obj(src).zone != "battlefield" or \
            g.obj(to).zone != "battlefield" or g.obj(src).counters.get(step.kind, 0) < 1:
        return  # 122.5: it's not possible to move the counter
    g.remove_counters(src, step.kind, 1)
    g.put_counters(to, step.kind, 1)
    g.log(f"{g.name_of(src)} moves a {step.kind} counter onto {g.name_of(to)} (702.58a)")


__all__ = ["MoveCounterToEntered", "do_move_counter_to_entered", "enters_with",
           "graft_ability"]
