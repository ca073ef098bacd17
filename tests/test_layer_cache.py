"""Principle 1: characteristics are derived from the state and cached per state version.
A change the layer system reads must bump the version; one it doesn't read (the current step,
the mana in a pool) may leave the cached answer in place. Checked the hard way: through whole
random games, every time `Game.layers` answers from its cache, a fresh computation (613,
`rules.layers.compute`) must give exactly the same characteristics."""

from __future__ import annotations

import pytest

from arbiter.decks import load_deck
from arbiter.engine.game import Game
from arbiter.engine.simulate import play_game
from arbiter.rules.catalog import default_catalog
from arbiter.rules.layers import compute

SEEDS = range(4)
#: Characteristics that change with the turn and with combat: "as long as it's your turn"
#: (Wildwood Geist) and "attacking creatures you control get +1/+0" (Goblin Oriflamme,
#: Gruul War Chant), so a stale answer after a turn or a combat ends would show.
TURN_AND_COMBAT = (["Forest"] * 12 + ["Mountain"] * 12 + ["Wildwood Geist"] * 8
                   + ["Grizzly Bears"] * 8 + ["Goblin Oriflamme"] * 8 + ["Gruul War Chant"] * 4)


@pytest.fixture
def checked_cache(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    hits: list[int] = []
    cached_layers = Game.layers

    def layers(self: Game):  # type: ignore[no-untyped-def]
        fresh_needed = self._cache is not None and self._cache[0] == self.state.version
        res = cached_layers(self)
        if fresh_needed:
            hits.append(1)
            fresh = compute(self.state, self.catalog, libraries=False)
            for oid, ch in fresh.chars.items():
                assert res.chars.get(oid) == ch, (
                    f"turn {self.state.turn.number} {self.state.turn.step}: the cached "
                    f"characteristics of {ch.name} (#{oid}) are stale")
            assert set(res.chars) == set(fresh.chars)
        return res

    monkeypatch.setattr(Game, "layers", layers)
    return hits


@pytest.mark.parametrize("seed", SEEDS)
def test_principle_1_the_cached_answer_equals_a_fresh_computation(checked_cache, seed) -> None:
    decks = [TURN_AND_COMBAT, load_deck("white-weenie")]
    play_game(decks, seed, default_catalog(), max_turns=15)
    assert checked_cache, "the cache was never used"
