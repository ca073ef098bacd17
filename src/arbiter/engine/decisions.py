"""Decisions: every choice a player makes is an explicit question with its legal options
(principle 6). A `Decider` answers them; scenario files answer from their `choices`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from arbiter.errors import DecisionNeeded


@dataclass
class Decision:
    kind: str  # target | may | choose_object | creature_type | color | order | mode | ...
    prompt: str
    player: int
    options: list[tuple[str, Any]] = field(default_factory=list)
    #: "Up to"/"you may": choosing nothing is legal.
    optional: bool = False
    key: str = ""
    #: Asked between actions (a priority decision): the game state is complete here.
    clean: bool = False
    #: Facts the deciding player knows that an agent may weigh (for a mulligan: the cards
    #: and lands in hand, the mulligans taken); never part of the rules.
    info: dict[str, Any] = field(default_factory=dict)


class Decider(Protocol):
    def decide(self, decision: Decision) -> Any: ...


class FirstOptionDecider:
    """Answers a decision only when it has exactly one legal option (or may be declined)."""

    def decide(self, decision: Decision) -> Any:
        if len(decision.options) == 1 and not decision.optional:
            return decision.options[0][1]
        if not decision.options:
            return None
        if decision.optional and decision.kind in ("may", "choose_object"):
            return None
        labels = ", ".join(label for label, _ in decision.options)
        raise DecisionNeeded(f"{decision.prompt}: no answer given (options: {labels})")
