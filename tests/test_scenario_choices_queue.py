"""The scenario runner's top-level `choices:` queue (scenario-format.md): an answer is used
only by a decision it answers. `true` (a "you may" answer) is not the object numbered 1,
though True == 1 in Python: a target decision with that one option doesn't take it."""

from __future__ import annotations

from typing import Any

from arbiter.engine.decisions import Decision
from arbiter.scenario.runner import _Decider


class _QueueOnly:
    """What the decider reads of a runner: its queue and how an answer is read."""

    def __init__(self, queue: list[Any]) -> None:
        self.queue = queue
        self.game = None

    @staticmethod
    def value(raw: Any, d: Decision) -> Any:
        return raw


def test_a_queued_yes_is_not_the_object_numbered_1() -> None:
    runner = _QueueOnly([True])
    d = Decision("target", "Choose target creature", 0, options=[("Grizzly Bears", 1)])
    assert _Decider(runner).decide(d) == 1  # the only option, not the queued answer
    assert runner.queue == [True]  # still there for the "you may" decision it answers


def test_a_queued_yes_answers_a_may_decision() -> None:
    runner = _QueueOnly([True])
    d = Decision("may", "Draw a card?", 0, options=[("yes", True), ("no", False)])
    assert _Decider(runner).decide(d) is True and runner.queue == []
