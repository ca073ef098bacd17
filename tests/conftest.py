"""Shared helpers: run a scenario written inline, as a judge would pose the question."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

# The cache on disk (arbiter.cache) is off in the suite: every test compiles what it reads.
# tests/test_cache.py turns it on in a temporary directory to test it.
os.environ.setdefault("ARBITER_CACHE", "off")

from arbiter.compiler.catalog import Catalog
from arbiter.scenario.runner import Outcome, Runner

_CATALOG = Catalog()


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return _CATALOG


@pytest.fixture
def solve(tmp_path: Path):
    """solve(yaml_text) -> Outcome, running the real engine through the scenario runner."""

    def run(text: str, name: str = "case.yaml") -> Outcome:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return Runner(path, _CATALOG).run()

    return run


def chars_of(out: Outcome, alias: str):
    game = out.game
    for o in game.state.objects.values():
        if o.alias == alias and not o.zone.startswith("left:"):
            return game.chars(o.id)
    raise KeyError(alias)


def obj_id(game, alias: str) -> int:
    """The object a scenario alias names now (following it across zone changes)."""
    return next(o.id for o in game.state.objects.values()
                if o.alias == alias and not o.zone.startswith("left:"))


@pytest.fixture
def board(solve):
    """board(yaml_text) -> Game built by a scenario, with messages naming cards as a player
    sees them (not by scenario aliases)."""

    def build(text: str):
        game = solve(text).game
        game.use_aliases = False
        return game

    return build
