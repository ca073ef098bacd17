"""Principle 1: the game state is plain data that copies cheaply and serializes losslessly."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.scenario.runner import Runner
from arbiter.state.serialize import from_json, to_json

SEEDS = sorted((Path(__file__).parent.parent / "scenarios" / "seeds").glob("*.yaml"))
SAMPLE = [p for p in SEEDS if p.stem.split("-")[0] in
          {"A06", "A11a", "A19b", "A29a", "A37", "C04", "D03b", "D18"}]


@pytest.mark.parametrize("path", SAMPLE, ids=[p.stem for p in SAMPLE])
def test_state_json_round_trip_keeps_every_characteristic(path: Path, catalog) -> None:
    out = Runner(path, catalog).run()
    game = out.game
    text = to_json(game.state)
    state = from_json(text)
    assert to_json(state) == text
    game2 = type(game)(catalog=catalog, state=state)
    before, after = game.layers().chars, game2.layers().chars
    assert before.keys() == after.keys()
    for oid in before:
        assert before[oid].signature() == after[oid].signature(), oid


def test_clone_is_independent(catalog) -> None:
    path = next(p for p in SEEDS if p.stem.startswith("A16a"))
    game = Runner(path, catalog).run().game
    copy = game.state.clone()
    copy.players[0].life = 3
    assert game.state.players[0].life == 20
