"""`engine.battlefield_keywords`: the index of the permanents' keywords that the checks made
each time a player would receive priority (117.5) ask first (702.131b ascend, 702.145
daybound and nightbound, 702.158 space sculptor, 702.179a start your engines!). Checked
against asking every permanent (`Characteristics.has_keyword`) before every decision of
seeded games in which permanents with daybound and nightbound come and go and transform."""

from __future__ import annotations

from typing import Any

from arbiter.decks import load_deck
from arbiter.engine.agents import RandomAgent, Seats
from arbiter.engine.battlefield_keywords import battlefield_keywords, on_battlefield
from arbiter.engine.decisions import Decision
from arbiter.engine.game import Game
from arbiter.engine.turn import loop
from arbiter.rules.catalog import default_catalog

KEYWORDS = ("daybound", "nightbound", "first strike", "ward", "ascend", "start your engines!",
            "space sculptor", "disturb", "trample", "haste")


class Checking:
    """Compares the index with every permanent's keywords before each decision."""

    def __init__(self, inner: Any, game: Game) -> None:
        self.inner, self.game, self.checked, self.seen = inner, game, 0, set()

    def decide(self, d: Decision) -> Any:
        g = self.game
        res = g.layers()
        for kw in KEYWORDS:
            scan = any(res.chars[o].has_keyword(kw) for o in g.state.battlefield())
            assert on_battlefield(g, kw) == scan, (kw, g.state.turn.number)
            if scan:
                self.seen.add(kw)
        assert battlefield_keywords(g) is battlefield_keywords(g)  # kept while nothing changes
        self.checked += 1
        return self.inner.decide(d)


def test_702_145_index_agrees_with_every_permanent_in_mid_games() -> None:
    decks = [load_deck("mid-werewolves"), load_deck("mid-spirits")]
    seen: set[str] = set()
    for seed in range(4):
        game = Game.new(decks, seed=seed, catalog=default_catalog(), max_turns=20)
        checking = Checking(Seats([RandomAgent(seed * 31 + i) for i in range(2)]), game)
        game.decider = checking
        loop.run(game, 20)
        assert checking.checked > 100
        seen |= checking.seen
    assert {"nightbound", "first strike"} <= seen  # the games tested something
