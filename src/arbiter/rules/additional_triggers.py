"""603.2d: "that ability triggers an additional time" as data: what the static ability of a
permanent (a rules part on it, 613.11) counts. `engine.triggers.additional_times` reads it."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.selectors import Selector

#: The rule name of the part (`rules.parts.RulesPart`).
RULE = "triggers_additional_time"


@dataclass(frozen=True)
class AdditionalTriggers:
    """A triggered ability of a permanent the ability's controller controls triggers an
    additional time when:

    - `cause` ("enters", "dies"): its trigger event is that event, of an object
      `cause_selector` matches ("an artifact or creature entering"; None: any; "dies":
      a creature);
    - `source_selector`: the permanent whose ability it is matches it ("a triggered ability of
      an Ally you control"), judged with the static ability's source as "this" (109.5)."""

    cause: str | None = None
    cause_selector: Selector | None = None
    source_selector: Selector | None = None


__all__ = ["RULE", "AdditionalTriggers"]
