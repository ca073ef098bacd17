"""The scenario runner's top-level `choices:` queue (scenario-format.md): an answer is used
only by a decision it answers. `true` (a "you may" answer, 603.5) is not the object numbered
1, though True == 1 in Python: a target decision (601.2c) with that one option doesn't take
it. A number still answers a yes/no decision as 1/0, as older scenarios write it."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.engine.decisions import Decision
from arbiter.errors import ArbiterError
from arbiter.scenario.runner import _Decider

MAY = [("yes", True), ("no", False)]


class _QueueOnly:
    """What the decider reads of a runner: its queue and how an answer is read."""

    def __init__(self, queue: list[Any]) -> None:
        self.queue = queue
        self.game = None

    @staticmethod
    def value(raw: Any, d: Decision) -> Any:
        return raw


def test_601_2c_a_queued_yes_is_not_the_object_numbered_1() -> None:
    runner = _QueueOnly([True])
    d = Decision("target", "Choose target creature", 0, options=[("Grizzly Bears", 1)])
    assert _Decider(runner).decide(d) == 1  # the only option, not the queued answer
    assert runner.queue == [True]  # still there for the "you may" decision it answers


def test_601_2c_a_queued_no_is_not_the_object_numbered_0() -> None:
    runner = _QueueOnly([False, 0])
    d = Decision("target", "Choose target creature", 0,
                 options=[("Grizzly Bears", 0), ("Hill Giant", 1)])
    with pytest.raises(ArbiterError, match="decision needs an answer"):
        _Decider(runner).decide(d)  # two options and no answer for them: the runner asks
    assert runner.queue == [False, 0]


def test_603_5_a_queued_yes_answers_a_may_decision() -> None:
    runner = _QueueOnly([True])
    d = Decision("may", "Draw a card?", 0, options=MAY)
    assert _Decider(runner).decide(d) is True and runner.queue == []


def test_603_5_a_queued_number_still_answers_a_may_decision() -> None:
    """Scenarios written before the check answer "you may" with 1 and 0 (the MID rulings'
    Adversaries): they keep their meaning."""
    runner = _QueueOnly([1, 0])
    decider = _Decider(runner)
    assert decider.decide(Decision("may", "Pay {2}{W}?", 0, options=MAY)) == 1
    assert decider.decide(Decision("may", "Pay {2}{W}?", 0, options=MAY)) == 0
    assert runner.queue == []
