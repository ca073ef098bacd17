"""701.23a / 614.1a: "If an opponent would search a library, that player searches the top four
cards of that library instead." (Aven Mindcensor). Every search picks from the cards searched
(one hook), so a land fetched by Evolving Wilds, Rampant Growth or Cultivate comes from the top
four cards only; the library is still shuffled (701.24a); its controller's own searches are
whole."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.stack.items import resolve_top
from arbiter.rules.abilities import StaticAbility

_LIBRARY = """
        library:
          Alice: [{card: Island, as: i1}, {card: Island, as: i2}, {card: Swamp, as: s3},
                  {card: Mountain, as: m4}, {card: Forest, as: f5}, {card: Plains, as: p6}]
          Bob: [Island, Island]
"""


class _Record:
    """Records the options of each search; finds the first one offered."""

    def __init__(self) -> None:
        self.searches: list[list[int]] = []

    def decide(self, decision):
        if decision.kind == "search":
            self.searches.append([v for _l, v in decision.options if v is not None])
        opts = [v for _l, v in decision.options if v is not None]
        return opts[0] if opts else None


def _searched(game, *aliases: str) -> list[int]:
    return [obj_id(game, a) for a in aliases]


def test_701_23a_an_opponent_searches_the_top_four_cards(board) -> None:
    """Bob's Aven Mindcensor: Alice's Rampant Growth searches only Island, Island, Swamp,
    Mountain: the Forest and Plains below can't be found."""
    game = board("""
        name: mindcensor rampant growth
        battlefield: [{card: Aven Mindcensor, controller: Bob}, Forest]
        hand: {Alice: [{card: Rampant Growth, as: rg}]}
    """ + _LIBRARY)
    top4 = _searched(game, "i1", "i2", "s3", "m4")
    rec = _Record()
    game.decider = rec
    cast(game, obj_id(game, "rg"), 0, [], {})
    resolve_top(game)
    assert rec.searches == [top4]
    assert len(game.state.zone_list("library", 0)) == 5  # one found, the rest shuffled


def test_701_23a_the_controllers_own_search_is_whole(board) -> None:
    """Alice's own Aven Mindcensor doesn't narrow her search: all six basics are found."""
    game = board("""
        name: own mindcensor
        battlefield: [{card: Aven Mindcensor}, Forest]
        hand: {Alice: [{card: Rampant Growth, as: rg}]}
    """ + _LIBRARY)
    whole = _searched(game, "i1", "i2", "s3", "m4", "f5", "p6")
    rec = _Record()
    game.decider = rec
    cast(game, obj_id(game, "rg"), 0, [], {})
    resolve_top(game)
    assert rec.searches == [whole]


def test_701_23a_every_search_up_to_two_is_narrowed(board) -> None:
    """Cultivate ("up to two basic land cards"): both picks come from the top four."""
    game = board("""
        name: mindcensor cultivate
        battlefield: [{card: Aven Mindcensor, controller: Bob}]
        hand: {Alice: [{card: Cultivate, as: cv}]}
    """ + _LIBRARY)
    top = set(_searched(game, "i1", "i2", "s3", "m4"))
    rec = _Record()
    game.decider = rec
    cast(game, obj_id(game, "cv"), 0, [], {})
    resolve_top(game)
    assert rec.searches and all(set(opts) <= top for opts in rec.searches)
    assert set(rec.searches[0]) == top


def test_701_23a_an_activated_search_is_narrowed_too(solve) -> None:
    """Evolving Wilds: with the Forest fifth, Alice can't find it; she finds the Mountain in
    the top four."""
    from arbiter.scenario.errors import ScenarioError

    text = """
        name: mindcensor wilds
        battlefield: [{card: Aven Mindcensor, controller: Bob}, {card: Evolving Wilds, as: ew}]
    """ + _LIBRARY
    out = solve(text + """
        actions:
          - {activate: {card: ew, ability: 1}, choices: {search: m4}}
        expect:
          m4: {zone: battlefield, tapped: true}
    """)
    assert out.passed, out.failures
    with pytest.raises(ScenarioError, match="isn't an answer to 'search your library'"):
        solve(text + """
        actions:
          - {activate: {card: ew, ability: 1}, choices: {search: f5}}
        """)


def test_701_23a_mindcensor_line() -> None:
    (ab,) = compile_line("If an opponent would search a library, that player searches the "
                         "top four cards of that library instead.", "Aven Mindcensor")
    assert isinstance(ab, StaticAbility)
