"""701.20a, 701.20b: "Target player loses 1 life and reveals their hand." (Thoughtcutter
Agent), played on a board: the player loses the life and shows their hand; the cards stay
in it."""

from __future__ import annotations


def test_701_20b_thoughtcutter_agent_reveals_a_hand_that_stays(board) -> None:
    game = board("""
        name: Thoughtcutter Agent
        battlefield: [{card: Thoughtcutter Agent, as: agent}]
        hand: {Bob: [Shock, Forest]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - activate: {card: agent, ability: "{U}{B}, {T}", targets: [Bob]}
    """)
    assert game.state.players[1].life == 19
    assert sorted(game.name_of(o) for o in game.state.zone_list("hand", 1)) == [
        "Forest", "Shock"]
    assert any("reveals their hand" in line and "Shock" in line for line in game.state.log)
