"""702.169c / 719.3a: a Case's "Solved — <triggered ability>" triggers only if the Case is
solved, a condition checked as the event happens (`Trigger.only_if`). Case of the Crimson
Pulse: "To solve — You have no cards in hand." (the end step trigger of 719.3a, its
condition read as an intervening "if" is, 603.4) and "Solved — At the beginning of your
upkeep, discard your hand, then draw two cards.\""""

from __future__ import annotations

from turn_passing import pass_to

from arbiter.compiler.card_text import read_lines
from arbiter.engine.keywords.solved import is_solved
from arbiter.rules.abilities import TriggeredAbility

ALICE = 0


def test_702_169c_solved_trigger_line() -> None:
    (ab,) = read_lines("Case of the Crimson Pulse", 0, "Solved \u2014 At the beginning of your "
                       "upkeep, discard your hand, then draw two cards.")
    assert isinstance(ab, TriggeredAbility) and ab.trigger.only_if == is_solved()
    assert ab.intervening_if is None  # not checked again as it resolves


def _pulse(board, hand: str):  # type: ignore[no-untyped-def]
    game = board(f"""
        name: Case of the Crimson Pulse
        battlefield: [Case of the Crimson Pulse]
        hand: {{Alice: {hand}}}
        library: {{Alice: [Island, Island, Island, Island, Island], Bob: [Island, Island]}}
    """)
    pass_to(game, 3, "draw")
    return len(game.state.zone_list("hand", ALICE))


def test_719_3a_702_169c_solved_with_no_cards_in_hand_then_its_upkeep_trigger(board) -> None:
    """No cards in hand at Alice's end step: the Case becomes solved; at her next upkeep she
    discards her (empty) hand and draws two, then one in her draw step."""
    assert _pulse(board, "[]") == 3


def test_702_169c_an_unsolved_case_doesnt_trigger(board) -> None:
    """An Island in hand at her end step: not solved, so no upkeep trigger; she keeps the
    Island and draws one card in her draw step."""
    assert _pulse(board, "[Island]") == 2
