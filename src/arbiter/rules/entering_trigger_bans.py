"""603.2, 603.6a: "Creatures entering don't cause abilities to trigger." (Torpor Orb) as data:
a rules part (613.10) on the permanent with the ability, read by
`engine.triggers.entering_trigger_bans` as abilities trigger."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: The rule name of the part (`rules.parts.RulesPart`).
RULE = "entering_doesnt_trigger"


@dataclass(frozen=True)
class EnteringTriggerBan:
    """A permanent `entering` matches (judged as it is on the battlefield, 603.6a) entering
    doesn't cause abilities to trigger: any ability (`whose` "any"), or only abilities of
    permanents the ability's controller's opponents control (`whose` "opponents")."""

    entering: Selector
    whose: str = "any"


__all__ = ["RULE", "EnteringTriggerBan"]
