"""Agents that answer decisions: a seeded random agent and a scripted one."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from arbiter.engine.api import choices
from arbiter.engine.decisions import Decision
from arbiter.errors import DecisionNeeded


class RandomAgent:
    """Picks uniformly among the legal options, with its own seeded generator; but keeps or
    takes a mulligan (103.5) as a player would: it keeps a hand of five cards or fewer, or one
    with two to five lands, and takes a mulligan otherwise (a coin flip would throw away half
    of all hands)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, d: Decision) -> Any:
        if not d.options:
            return None
        if d.kind == "mulligan" and {"hand", "lands"} <= d.info.keys():
            keep = d.info["hand"] <= 5 or 2 <= d.info["lands"] <= 5
            return d.options[0 if keep else 1][1]
        return self.rng.choice([v for _, v in choices(d)])  # the one list of legal answers


class ScriptedAgent:
    """Answers with the given option labels in order (a label matches an option's label)."""

    def __init__(self, labels: Iterable[str]) -> None:
        self.labels = list(labels)

    def decide(self, d: Decision) -> Any:
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        if not self.labels:
            raise DecisionNeeded(f"the script has no answer for: {d.prompt}")
        want = self.labels.pop(0)
        for label, value in d.options:
            if label == want:
                return value
        raise DecisionNeeded(f"{want!r} is not an option for: {d.prompt}")


class Seats:
    """Routes each decision to the agent of the player who makes it."""

    def __init__(self, agents: list[Any]) -> None:
        self.agents = agents

    def decide(self, d: Decision) -> Any:
        return self.agents[d.player].decide(d)
