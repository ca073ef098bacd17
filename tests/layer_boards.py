"""Helpers for the layer-system tests that build boards straight on a `GameState`: twins
looked for on boards of any size (613.1, 613.7: `rules.layer_twins` skips a game's small
boards), and a permanent put onto the battlefield under a player's control."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.rules import layer_twins
from arbiter.state.game_state import GameState


@pytest.fixture(autouse=True, scope="module")
def twins_on_small_boards() -> Iterator[None]:
    """Look for twins on boards of any size (a game's small boards skip it). Imported into a
    test module, it applies to that module's tests."""
    was = layer_twins.MIN_OBJECTS
    layer_twins.MIN_OBJECTS = 0
    yield
    layer_twins.MIN_OBJECTS = was


def add_permanent(state: GameState, name: str, player: int, **more: object) -> int:
    """A permanent named `name`, owned and controlled by `player`; its id."""
    args: dict = {"owner": player, "controller": player, "card": name, **more}
    return state.add_object(args, "battlefield").id
