"""701.23b / 701.23d: "Search your library for three cards, exile them, then shuffle."
(Foresight: a quantity alone, so three must be found) and "Search your library for any number
of land cards, exile them, then shuffle." (Mana Severance: a stated quality, any number,
none included), played from the real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_cards import SearchUpTo
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("name", "line", "n", "up_to"), [
    ("Foresight", "Search your library for three cards, exile them, then shuffle.", 3, False),
    ("Manipulate Fate", "Search your library for three cards, exile them, then shuffle.", 3,
     False),
    ("Mana Severance", "Search your library for any number of land cards, exile them, then "
     "shuffle.", None, True),
    ("Selective Memory", "Search your library for any number of nonland cards, exile them, "
     "then shuffle.", None, True),
])
def test_701_23_search_and_exile_lines(name: str, line: str, n: int | None,
                                       up_to: bool) -> None:
    [ability] = compile_text(line, name, True) or [None]
    step = ability.instructions[0]
    assert isinstance(step, SearchUpTo)
    assert (step.n, step.up_to, step.to) == (n, up_to, "exile")


def _names(game, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, 0))


def test_701_23d_foresight_exiles_three(board) -> None:
    game = board("""
        name: Foresight
        hand: {Alice: [Foresight]}
        library: {Alice: [{card: Forest, as: a}, {card: Island, as: b}, {card: Swamp, as: c},
                          Plains, Mountain], Bob: [Island]}
        choices: [a, b, c]
        actions:
          - {cast: Foresight}
    """)
    assert _names(game, "exile") == ["Forest", "Island", "Swamp"]
    assert _names(game, "library") == ["Mountain", "Plains"]


def test_701_23d_foresight_cant_stop_at_one(solve) -> None:
    """After one card the search asks for the second with no "done" among the options."""
    with pytest.raises(ScenarioError, match=r"needs an answer: search your library \(2 of "
                       r"up to 3\) \(options: Island#\d+, Swamp#\d+, Plains#\d+\)"):
        solve("""
            name: Foresight, stopping
            hand: {Alice: [Foresight]}
            library: {Alice: [{card: Forest, as: a}, Island, Swamp, Plains], Bob: [Island]}
            choices: [a, done]
            actions:
              - {cast: Foresight}
        """)


def test_701_23b_mana_severance_any_number_of_lands(board) -> None:
    game = board("""
        name: Mana Severance
        hand: {Alice: [Mana Severance]}
        library: {Alice: [{card: Forest, as: a}, Grizzly Bears, {card: Island, as: b}, Swamp],
                  Bob: [Island]}
        choices: [a, b, done]
        actions:
          - {cast: Mana Severance}
    """)
    assert _names(game, "exile") == ["Forest", "Island"]
    assert _names(game, "library") == ["Grizzly Bears", "Swamp"]
