"""614.10 / 611.3b / 503.1a: "Hellbent — Skip your upkeep step if you have no cards in hand."
(Gibbering Descent): while its controller has no cards in hand as her upkeep would begin,
the step is skipped and nothing triggers "at the beginning of" it (Gibbering Descent's own
"At the beginning of each player's upkeep, that player loses 1 life and discards a card."
doesn't trigger for her); with a card in hand her upkeep happens as usual."""

from __future__ import annotations


def _descent(solve, hand: str, life: int) -> None:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: gibbering descent
        battlefield: [{{card: Gibbering Descent}}]
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [Island, Island, Island], Bob: [Forest, Forest, Forest]}}
        actions:
          - pass: next_turn
          - pass: next_turn
          - pass: {{to: precombat_main}}
        expect:
          player Alice: {{life: {life}}}
          player Bob: {{life: 19}}
    """, name=f"descent{life}.yaml")
    assert out.passed, out.failures
    assert out.game.state.turn.number == 3


def test_614_10_hellbent_alices_upkeep_is_skipped(solve) -> None:
    _descent(solve, "", 20)


def test_611_3b_with_a_card_in_hand_her_upkeep_happens(solve) -> None:
    _descent(solve, "Island", 19)
