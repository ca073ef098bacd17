"""701.23d: a search for an exact number of cards ("Search your library for three cards, put
them into your hand, then shuffle.", Behold the Beyond; "... for two basic land cards, put
them onto the battlefield ...", the kicked Grow from the Ashes): the cards found move
together, then the library is shuffled (701.24a). A description with no quality ("three
cards") must be found in full if the library holds that many; a stated quality ("basic land
cards") may be left unfound (701.23b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_cards import SearchUpTo
from arbiter.scenario.errors import ScenarioError


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_23d_behold_the_beyond_line() -> None:
    [ability] = compile_text("Discard your hand. Search your library for three cards, put "
                             "them into your hand, then shuffle.", "Behold the Beyond",
                             True) or [None]
    step = ability.instructions[-1]
    assert isinstance(step, SearchUpTo)
    assert (step.n, step.up_to, step.to) == (3, False, "hand")


def test_701_23d_behold_the_beyond_finds_three_cards(board) -> None:
    game = board("""
        name: Behold the Beyond
        hand: {Alice: [Behold the Beyond, Mountain]}
        library: {Alice: [{card: Forest, as: a}, {card: Shock, as: b},
                          {card: Serra Angel, as: c}, Island], Bob: [Island]}
        choices: [a, b, c]
        actions:
          - {cast: Behold the Beyond}
    """)
    assert _names(game, "hand") == ["Forest", "Serra Angel", "Shock"]
    assert _names(game, "graveyard") == ["Behold the Beyond", "Mountain"]
    assert _names(game, "library") == ["Island"]


def test_701_23d_three_cards_cant_stop_at_two(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Behold the Beyond, stopping early
            hand: {Alice: [Behold the Beyond]}
            library: {Alice: [{card: Forest, as: a}, {card: Shock, as: b}, Island,
                              Mountain], Bob: [Island]}
            actions:
              - {cast: Behold the Beyond, choices: {search: [a, b, done]}}
        """)


@pytest.mark.parametrize(("kicked", "found"), [(False, ["Forest"]),
                                              (True, ["Forest", "Plains"])])
def test_701_23_grow_from_the_ashes_kicked_finds_two_lands(board, kicked, found) -> None:
    """702.33: kicked, Grow from the Ashes finds two basic lands instead of one; they enter
    untapped."""
    game = board(f"""
        name: Grow from the Ashes
        hand: {{Alice: [Grow from the Ashes]}}
        library: {{Alice: [{{card: Forest, as: f}}, {{card: Plains, as: p}}, Badlands,
                           Grizzly Bears], Bob: [Island]}}
        choices: [f, p]
        actions:
          - {{cast: Grow from the Ashes, choices: {{kicker: {'yes' if kicked else 'no'}}}}}
    """)
    lands = [o for o in game.state.battlefield()]
    assert sorted(game.name_of(o) for o in lands) == found
    assert not any(game.obj(o).tapped for o in lands)
    assert len(game.state.zone_list("library", 0)) == 4 - len(found)


def test_608_2c_scapeshift_finds_as_many_lands_as_were_sacrificed(solve) -> None:
    """Scapeshift: Alice sacrifices two of her three lands; she may find up to two land cards
    (any lands, 701.23b), put onto the battlefield tapped."""
    out = solve("""
        name: Scapeshift
        battlefield: [{card: Forest, as: f1}, {card: Forest, as: f2}, {card: Island, as: i}]
        hand: {Alice: [Scapeshift]}
        library: {Alice: [{card: Mountain, as: m}, {card: Badlands, as: b}, Swamp, Shock],
                  Bob: [Island]}
        choices: [[f1, f2], m, b]
        actions:
          - {cast: Scapeshift}
        expect:
          f1: {zone: graveyard}
          f2: {zone: graveyard}
          i: {zone: battlefield, tapped: false}
          m: {zone: battlefield, tapped: true}
          b: {zone: battlefield, tapped: true}
    """)
    assert out.passed, out.failures
    assert sorted(out.game.name_of(o) for o in out.game.state.zone_list("library", 0)) == [
        "Shock", "Swamp"]
