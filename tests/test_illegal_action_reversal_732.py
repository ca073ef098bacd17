"""732.1-732.2 in a game played inline (random agents, `arbiter simulate`): a player who starts
an action that can't be legally completed has it reversed, the game as it was, and keeps
priority; the action isn't offered again until the game changes. Before, the refusal stopped
the whole game (a random agent casting Detonate for an X no artifact
has). Played through the real engine's priority loop."""

from __future__ import annotations

from typing import Any

from arbiter.engine.decisions import Decision
from arbiter.engine.turn import loop


class _Agent:
    """Takes the action whose label starts with `first` when offered; otherwise the first
    option (passing at priority); records every priority decision's labels."""

    def __init__(self, first: str) -> None:
        self.first = first
        self.seen: list[list[str]] = []

    def decide(self, d: Decision) -> Any:
        labels = [label for label, _ in d.options]
        if d.kind == "priority":
            self.seen.append(labels)
            for label, value in d.options:
                if label.startswith(self.first):
                    return value
            return next(v for label, v in d.options if label == "pass")
        if d.kind == "x":
            return 0  # an announcement the options don't hold (601.2b-c): X = 0
        return d.options[0][1] if d.options else None


def test_732_detonate_for_an_x_no_artifact_has_is_reversed_and_priority_kept(board) -> None:
    """Detonate ("Destroy target artifact with mana value X. ...") with Bob's Sol Ring (mana
    value 1): castable, but Alice announces X = 0, and then no artifact with mana value 0 can
    be targeted (601.2c; the engine offers X = 1 alone, this agent answers 0 anyway).
    Reversed: the card in her hand, her lands untapped, Sol Ring on the battlefield, Alice
    has priority again (732.2) and the cast isn't offered to her a second time from the same
    game."""
    game = board("""
    name: detonate reversed
    battlefield:
      - {card: Mountain, controller: Alice, as: m1}
      - {card: Mountain, controller: Alice, as: m2}
      - {card: Sol Ring, controller: Bob, as: ring}
    hand: {Alice: [Detonate]}
    """)
    agent = _Agent("cast Detonate")
    game.decider = agent
    loop.priority_round(game)
    where = {game.name_of(o.id): o.zone for o in game.state.objects.values()}
    assert where["Detonate"] == "hand" and where["Sol Ring"] == "battlefield"
    assert not any(game.state.objects[o].tapped for o in game.state.battlefield())
    assert game.state.turn.priority == 0 and not game.state.stack_items
    assert any("732.1" in line for line in game.state.log)
    loop.priority_round(game)  # 732.2: Alice acts again: the cast isn't offered now
    assert any(label.startswith("cast Detonate") for label in agent.seen[0])
    assert not any(label.startswith("cast Detonate") for label in agent.seen[1])
