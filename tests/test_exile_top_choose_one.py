"""601.3, 608.2d: "Exile the top two cards of your library. Choose one of them. Until the end
of your next turn, you may play that card." (Mishra's Research Desk): only the card chosen
as it resolves may be played; the other stays in exile unplayable."""

from __future__ import annotations

_DESK = """
        name: Mishra's Research Desk
        battlefield: [{card: Mishra's Research Desk, as: desk}]
        library: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Shock, as: shock},
                          Island, Swamp], Bob: [Island, Forest, Mountain]}
        actions:
          - {activate: {card: desk, ability: 1, choices: {choose: bolt}}}
"""


def test_608_2d_research_desk_the_chosen_card_may_be_played(board) -> None:
    game = board(_DESK + """
          - {cast: bolt, by: Alice, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17


def test_601_3_research_desk_the_other_card_may_not(board) -> None:
    game = board(_DESK + """
          - {cast: shock, by: Alice, from: exile, targets: [Bob], refused: "exile"}
    """)
    assert game.state.players[1].life == 20
    assert sorted(game.name_of(o) for o in game.state.zone_list("exile")) == [
        "Lightning Bolt", "Shock"]


def test_611_2a_research_desk_permission_lasts_through_the_next_turn(board) -> None:
    game = board(_DESK + """
          - {pass: next_turn}
          - {pass: next_turn}
          - {cast: bolt, by: Alice, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17
