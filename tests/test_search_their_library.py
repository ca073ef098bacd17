"""701.23: searching another player's library, from real Oracle lines: "Search target
player's library for a card and exile it. Then that player shuffles." (Extract: "a card"
must be found, 701.23d), "... for up to five cards and exile them" (fewer may be found),
"Search target opponent's library for an artifact card and put that card onto the
battlefield under your control" (a stated quality: it may be left unfound, 701.23b)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_their_library import SearchTheirLibrary
from arbiter.rules.instructions import objects as I
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("name", "line", "spell", "n", "up_to", "to"), [
    ("Extract", "Search target player's library for a card and exile it. Then that player "
     "shuffles.", True, 1, False, "exile"),
    ("Jester's Cap", "{2}, {T}, Sacrifice this artifact: Search target player's library for "
     "three cards and exile them. Then that player shuffles.", False, 3, False, "exile"),
    ("Denying Wind", "Search target player's library for up to seven cards and exile them. "
     "Then that player shuffles.", True, 7, True, "exile"),
    ("Acquire", "Search target opponent's library for an artifact card and put that card onto "
     "the battlefield under your control. Then that player shuffles.", True, 1, False,
     "battlefield"),
])
def test_701_23_search_their_library_lines(name, line, spell, n, up_to, to) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    [step] = [s for s in ability.instructions if isinstance(s, SearchTheirLibrary)]
    assert (step.n, step.up_to, step.to) == (n, up_to, to)
    assert step.whose == I.Ref.player_target(0)


def _names(game, zone: str, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_23_extract_exiles_the_card_alice_finds_in_bobs_library(board) -> None:
    game = board("""
        name: Extract
        hand: {Alice: [Extract]}
        library: {Alice: [Plains], Bob: [Island, {card: Serra Angel, as: angel}, Forest]}
        actions:
          - {cast: Extract, targets: [Bob], choices: {search: angel}}
    """)
    assert _names(game, "exile", 1) == ["Serra Angel"]
    assert _names(game, "library", 1) == ["Forest", "Island"]
    assert _names(game, "library", 0) == ["Plains"]


def test_701_23d_extract_must_find_a_card(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Extract, declined
            hand: {Alice: [Extract]}
            library: {Alice: [Plains], Bob: [Island, Forest]}
            actions:
              - {cast: Extract, targets: [Bob], choices: {search: done}}
        """)


def test_701_23_denying_wind_up_to_seven_may_be_two(board) -> None:
    game = board("""
        name: Denying Wind
        hand: {Alice: [Denying Wind]}
        library: {Alice: [Plains], Bob: [{card: Island, as: a}, {card: Forest, as: b},
                                        Mountain]}
        choices: [a, b, done]
        actions:
          - {cast: Denying Wind, targets: [Bob]}
    """)
    assert _names(game, "exile", 1) == ["Forest", "Island"]
    assert _names(game, "library", 1) == ["Mountain"]


def test_701_23_acquire_puts_bobs_artifact_under_alices_control(board) -> None:
    game = board("""
        name: Acquire
        hand: {Alice: [Acquire]}
        library: {Alice: [Plains], Bob: [Island, {card: Sol Ring, as: ring}, Forest]}
        actions:
          - {cast: Acquire, targets: [Bob], choices: {search: ring}}
    """)
    [ring] = [o for o in game.state.battlefield() if game.name_of(o) == "Sol Ring"]
    assert game.chars(ring).controller == 0 and game.obj(ring).owner == 1
    assert _names(game, "library", 1) == ["Forest", "Island"]


def test_701_23b_acquire_cant_take_a_nonartifact(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Acquire, a land
            hand: {Alice: [Acquire]}
            library: {Alice: [Plains], Bob: [{card: Island, as: island}, Sol Ring]}
            actions:
              - {cast: Acquire, targets: [Bob], choices: {search: island}}
        """)


_THADA = """
    name: Thada Adel
    turn: {number: 2}
    battlefield: [{card: "Thada Adel, Acquisitor", as: thada}, Island, Island]
    library: {Alice: [Plains], Bob: [Island, {card: Sol Ring, as: ring},
                                     {card: Mind Stone, as: stone}, Forest]}
    actions:
      - attack: [thada]
      - block: {}
      - {pass: {to: postcombat_main}}
"""


def test_701_23_thada_adel_searches_the_damaged_players_library(board) -> None:
    """510.2, 701.23: Thada Adel deals combat damage to Bob: Alice searches Bob's library for
    an artifact card and exiles it, Bob shuffles; until end of turn Alice may play that card
    (601.3) and not the other artifact left in Bob's library."""
    game = board(_THADA + """
    choices: [ring]
    """)
    ring = obj_id(game, "ring")
    assert game.obj(ring).zone == "exile" and game.obj(ring).owner == 1
    assert _names(game, "library", 1) == ["Forest", "Island", "Mind Stone"]
    casts = [str(a) for a in game.legal_actions() if str(a).startswith("cast Sol Ring")]
    assert casts and not [a for a in game.legal_actions() if "Mind Stone" in str(a)]


def test_701_23b_thada_adel_may_find_no_artifact(board) -> None:
    """701.23b: "an artifact card" states a quality: Alice may find none; then no card is
    exiled and "that card" names nothing (608.2c)."""
    game = board(_THADA + """
    choices: [done]
    """)
    assert _names(game, "exile", 1) == []
    assert len(game.state.zone_list("library", 1)) == 4
