"""Replaying answers from a checkpoint (principle 6: the engine is a function of the state
and the answers given): the decider that gives them back in order, and the signal that the
answers ran out at a decision. `engine.api` rebuilds a checkpoint with them;
`engine.live_game`'s decider replays a checkpoint's pending answers the same way."""

from __future__ import annotations

from typing import Any

from arbiter.engine.decisions import Decision


class NeedDecision(Exception):  # noqa: N818 - a signal, not an error
    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class Replay:
    """Answers decisions from a list. A decision inside an action with a single legal option
    answers itself; priority is always offered, even when passing is the only choice."""

    def __init__(self, answers: list[Any]) -> None:
        self.answers = answers
        self.i = 0

    def decide(self, d: Decision) -> Any:
        if len(d.options) == 1 and not d.optional and not d.clean:
            return d.options[0][1]
        if not d.options:
            return None
        if self.i < len(self.answers):
            v = self.answers[self.i]
            self.i += 1
            return v
        return self.out_of_answers(d)

    def out_of_answers(self, d: Decision) -> Any:
        raise NeedDecision(d)
