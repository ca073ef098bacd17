"""401.2: looking at the top cards of a library and putting them back in any order, the order
chosen by the player who looks: Architects of Will ("look at the top three cards of target
player's library, then put them back in any order": Bob's library reordered by Alice) and
Soothsaying ("{X}: Look at the top X cards of your library, ..."; X from the cost)."""

from __future__ import annotations

from conftest import obj_id


def _library(out, player: int) -> list[int]:  # type: ignore[no-untyped-def]
    return list(out.game.state.zone_list("library", player))


def test_401_2_architects_of_will_reorders_the_target_players_library(solve) -> None:
    out = solve("""
        name: Architects of Will
        hand: {Alice: [Architects of Will]}
        library: {Alice: [Island, Island],
                  Bob: [{card: Forest, as: b1}, {card: Shock, as: b2},
                        {card: Grizzly Bears, as: b3}, {card: Swamp, as: b4}]}
        actions:
          - {cast: Architects of Will, choices: {target: Bob}}
        choices: [b3, b2]
    """)
    assert out.passed, out.failures
    assert _library(out, 1) == [obj_id(out.game, a) for a in ("b3", "b2", "b1", "b4")]
    assert [out.game.name_of(o) for o in _library(out, 0)] == ["Island", "Island"]


def test_107_3_soothsaying_looks_at_x_cards(solve) -> None:
    out = solve("""
        name: Soothsaying
        battlefield: [{card: Soothsaying, as: sooth}]
        library: {Alice: [{card: Forest, as: a1}, {card: Shock, as: a2},
                          {card: Grizzly Bears, as: a3}], Bob: [Island]}
        actions:
          - {activate: {card: sooth, ability: 2, choices: {x: 2}}}
        choices: [a2]
    """)
    assert out.passed, out.failures
    assert _library(out, 0) == [obj_id(out.game, a) for a in ("a2", "a1", "a3")]


def test_401_2_descendant_of_soramaro_looks_at_as_many_cards_as_in_hand(solve) -> None:
    """107.3: X is the number of cards in Alice's hand (two): she reorders the top two cards;
    the third stays where it is."""
    out = solve("""
        name: Descendant of Soramaro
        battlefield: [{card: Descendant of Soramaro, as: d}]
        hand: {Alice: [Island, Forest]}
        library: {Alice: [{card: Plains, as: a1}, {card: Shock, as: a2},
                          {card: Grizzly Bears, as: a3}], Bob: [Island]}
        actions:
          - {activate: {card: d, ability: 1}}
        choices: [a2]
    """)
    assert out.passed, out.failures
    assert _library(out, 0) == [obj_id(out.game, a) for a in ("a2", "a1", "a3")]
