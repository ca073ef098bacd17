"""Helpers for the casting keyword tests: a spell cast as a player casts it, through the
public API (`Game.legal_actions`, `Game.apply`): each decision of 601.2 (the announcement of
optional costs 601.2b, modes, targets 601.2c, the payment 601.2g-h) answered by the label a
player would pick."""

from __future__ import annotations

from typing import Any

ALICE, BOB = 0, 1


def labels(game: Any) -> list[str]:
    """The labels of the legal actions of the pending decision."""
    return [str(a) for a in game.legal_actions()]


def take(game: Any, *steps: str) -> None:
    """Answer the pending decisions in turn: each step is a label, or its start; a step
    starting with "~" is a part of the label. Fails naming the options when none fits."""
    for step in steps:
        options = labels(game)
        if step.startswith("~"):
            fits = [o for o in options if step[1:] in o]
        else:
            fits = [o for o in options if o == step] or [o for o in options
                                                          if o.startswith(step)]
        assert fits, f"no action {step!r} among {options}"
        game.apply(fits[0])


def kind(game: Any) -> str | None:
    """The kind of the pending decision (priority, kicker, target, pay ...)."""
    actions = game.legal_actions()
    return actions[0].kind if actions else None


def pass_until_empty(game: Any) -> None:
    """Both players pass until the stack is empty (117.4, 405.5)."""
    for _ in range(50):
        if not game.state.stack_items:
            return
        assert kind(game) == "priority", labels(game)
        game.apply("pass")
    raise AssertionError("the stack didn't empty")
