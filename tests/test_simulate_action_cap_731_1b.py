"""731.1b: random agents propose no shortcuts, so a repeatable optional action that costs
nothing (Soothsaying's "{X}: Look at the top X cards ..." with X = 0) could keep a simulated
turn going without end. `play_game` stops a game whose turn has taken
`MAX_ACTIONS_PER_TURN` actions, like the turn cap, and says so in the game log."""

from __future__ import annotations

from arbiter.engine import simulate
from arbiter.engine.turn.loop import is_over
from arbiter.rules.catalog import default_catalog

_VANILLA = [["Forest"] * 24 + ["Grizzly Bears"] * 36, ["Plains"] * 24 + ["Savannah Lions"] * 36]


def test_731_1b_a_turn_over_the_action_cap_stops_the_game(monkeypatch) -> None:
    monkeypatch.setattr(simulate, "MAX_ACTIONS_PER_TURN", 5)
    game, actions = simulate.play_game(_VANILLA, 1, default_catalog(), max_turns=20)
    assert not is_over(game)  # stopped, not won or drawn
    assert game.state.turn.number == 1
    assert any("loop of optional actions" in line for line in game.state.log)


def test_731_1b_the_cap_leaves_ordinary_games_alone() -> None:
    game, actions = simulate.play_game(_VANILLA, 1, default_catalog(), max_turns=20)
    assert not any("loop of optional actions" in line for line in game.state.log)
    assert actions > 0
