"""Persist (702.79) and undying (702.93): triggered abilities that return their permanent
from its owner's graveyard with a counter on it.

702.79a: "Persist" means "When this permanent is put into a graveyard from the battlefield,
if it had no -1/-1 counters on it, return it to the battlefield under its owner's control
with a -1/-1 counter on it."
702.93a: "Undying" means the same with +1/+1 counters.

Built from those words with the engine's general machinery: the trigger is the "dies" event
every permanent put into a graveyard from the battlefield has (603.6c), looked back at
(603.10a: its abilities and counters are its last known information, `Game.lki` and the old
object's counters); "if it had no ... counters on it" is an intervening "if" (603.4),
checked as it triggers and again as it resolves; "it" is the card the permanent became in
the graveyard (400.7e), returned only if it is still there (400.7: a token has ceased to
exist, a card that left the graveyard is a new object). "With a counter on it" is how it
enters (614.1c, 122.6: the counter is put on as it enters, before it is on the battlefield
for anything to see).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.replacement.entering import enter
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import SourceCounters
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The counter each keyword checks for and returns the permanent with.
COUNTER = {"persist": "-1/-1", "undying": "+1/+1"}


@dataclass(frozen=True)
class ReturnWithCounter(Instruction):
    """702.79a / 702.93a: "return it to the battlefield under its owner's control with a
    <kind> counter on it" (it: the card the ability's source became in a graveyard)."""

    kind: str = "+1/+1"


@cache
def returning_ability(keyword: str) -> TriggeredAbility:
    """702.79a persist / 702.93a undying as a triggered ability."""
    kind = COUNTER[keyword]
    return TriggeredAbility(
        text=f"When this permanent is put into a graveyard from the battlefield, if it had no "
             f"{kind} counters on it, return it to the battlefield under its owner's control "
             f"with a {kind} counter on it.",
        trigger=Trigger("put_into_graveyard_from_battlefield", "self"),
        intervening_if=SourceCounters(kind, 0, 0),  # 603.4, its last known counters
        instructions=(ReturnWithCounter(kind),))


def do_return_with_counter(r: Resolution, step: ReturnWithCounter) -> None:
    """400.7e: the card the source became in the graveyard, if it is still there, returns
    under its owner's control; 614.1c / 122.6: it enters with the counter on it."""
    g = r.game
    for card in r.ref(Ref.new_of(Ref.this())):
        obj = g.obj(card)
        if obj.zone != "graveyard":
            continue  # 400.7: it left the graveyard (or it was a token, 111.7)
        new = g.move(card, "battlefield", controller=obj.owner)
        if new is None:
            continue
        g.put_counters(new.id, step.kind, 1)
        enter(g, new)
        r.it = new.id
        g.log(f"{g.name_of(new.id)} returns to the battlefield with a {step.kind} counter "
              "(702.79a / 702.93a)")


__all__ = ["COUNTER", "ReturnWithCounter", "do_return_with_counter", "returning_ability"]
