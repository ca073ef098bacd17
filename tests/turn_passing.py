"""Test helper: players pass through the real turn loop (untap, draw, triggers, cleanup)
until a step of a turn, declaring no attackers or blockers."""

from __future__ import annotations

from typing import Any

from arbiter.engine.turn import loop
from arbiter.engine.turn.priority import PASS
from arbiter.engine.turn.steps import resolve_all


class Passing:
    """Every player passes priority and declares no attackers or blockers; a decision with
    a key in `answers` gets that answer; one with one option answers itself, an optional one
    is declined. Every decision asked is remembered."""

    def __init__(self, answers: dict[str, Any] | None = None) -> None:
        self.answers = answers or {}
        self.asked: list[Any] = []

    def decide(self, d: Any) -> Any:
        self.asked.append(d)
        if d.key in self.answers:
            return self.answers[d.key]
        if d.kind == "priority":
            return PASS
        if d.kind in ("attack", "block"):
            return None
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        return None


def pass_to(game: Any, turn: int, step: str = "precombat_main",
            decider: Passing | None = None) -> None:
    """Players pass until `step` of `turn` begins and a player has priority in it."""
    saved, game.decider = game.decider, decider or Passing()
    t = game.state.turn
    try:
        resolve_all(game)
        t.stage = "priority"
        for _ in range(2000):
            loop.step(game)
            if t.number == turn and t.step == step and t.stage == "priority":
                break
    finally:
        game.decider = saved
    assert (t.number, t.step) == (turn, step)
