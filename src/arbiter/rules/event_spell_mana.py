"""601.2h, 603.2: "the amount of mana spent to cast that spell" in a cast trigger's effect:
the mana spent on the spell the triggering event names, not on the ability's source."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.values import ManaSpentToCast


@dataclass(frozen=True)
class ManaSpentOnThatSpell(ManaSpentToCast):
    """601.2h: "the amount of mana spent to cast that spell": counted for the spell the cast
    trigger's event names (603.2; the interpreter reads a value `of_event_object` for that
    object, kept as it last existed if it has left the stack)."""

    of_event_object = True

    def __str__(self) -> str:
        return "the amount of mana spent to cast that spell"


__all__ = ["ManaSpentOnThatSpell"]
