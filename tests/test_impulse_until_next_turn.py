"""601.3 / 611.2a: impulse draw of several cards and "until the end of your next turn", from
real Oracle lines played on a board: Light Up the Stage's two cards may be played this turn
and during Alice's next turn, and not after it (514.2: the permission ends in that turn's
cleanup); Act on Impulse's three cards only this turn; one card for the next turn (Crimson
Operative's line)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse_cards import ExileTopMayPlay
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN, UNTIL_END_OF_YOUR_NEXT_TURN


@pytest.mark.parametrize(("name", "line", "n", "duration"), [
    ("Light Up the Stage", "Exile the top two cards of your library. Until the end of your "
     "next turn, you may play those cards.", 2, UNTIL_END_OF_YOUR_NEXT_TURN),
    ("Act on Impulse", "Exile the top three cards of your library. Until end of turn, you may "
     "play those cards.", 3, END_OF_TURN),
    ("Rob the Archives", "Exile the top two cards of your library. You may play those cards "
     "this turn.", 2, END_OF_TURN),
    ("Jeska's Will", "Exile the top three cards of your library. You may play them this turn.",
     3, END_OF_TURN),
    ("Zenith Festival", "Exile the top X cards of your library. You may play them until the "
     "end of your next turn.", None, UNTIL_END_OF_YOUR_NEXT_TURN),
])
def test_601_3_exile_top_cards_may_play_lines(name, line, n, duration) -> None:
    [ability] = compile_text(line, name, True) or [None]
    [step] = ability.instructions
    assert isinstance(step, ExileTopMayPlay) and step.duration == duration
    if n is not None:
        assert step.n == n


@pytest.mark.parametrize("line", [
    "When this creature enters, exile the top card of your library. Until the end of your "
    "next turn, you may play that card.",
    "When this creature dies, exile the top card of your library. You may play it until the "
    "end of your next turn.",
])
def test_611_2a_one_card_until_the_end_of_your_next_turn_lines(line: str) -> None:
    [ability] = compile_text(line, "Crimson Operative") or [None]
    exile, permission = ability.instructions
    assert exile == I.ExileTop("you")
    assert permission.duration == UNTIL_END_OF_YOUR_NEXT_TURN


def _casts(game, name: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(a) for a in game.legal_actions() if str(a).startswith(f"cast {name}")]


_STAGE = """
    name: Light Up the Stage
    battlefield: [Mountain, Mountain]
    hand: {Alice: [Light Up the Stage]}
    library: {Alice: [Shock, Lightning Bolt, Island, Island, Island], Bob: [Island, Island]}
    actions:
      - {cast: Light Up the Stage}
"""


def test_611_2a_light_up_the_stage_both_cards_this_turn(board) -> None:
    game = board(_STAGE + """
      - {cast: Lightning Bolt, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17
    assert _casts(game, "Shock")  # still playable this turn


def test_611_2a_light_up_the_stage_during_the_next_turn(board) -> None:
    game = board(_STAGE + """
      - {pass: next_turn}
      - {pass: next_turn}
      - {pass: {to: precombat_main}}
      - {cast: Shock, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 18


def test_514_2_light_up_the_stage_not_after_the_next_turn(board) -> None:
    game = board(_STAGE + """
      - {pass: next_turn}
      - {pass: next_turn}
      - {pass: next_turn}
      - {pass: next_turn}
      - {pass: {to: precombat_main}}
      - {cast: Shock, from: exile, targets: [Bob], refused: "isn't in their"}
    """)
    assert game.state.players[1].life == 20


def test_611_2a_act_on_impulse_ends_this_turn(board) -> None:
    game = board("""
        name: Act on Impulse
        battlefield: [Mountain]
        hand: {Alice: [Act on Impulse]}
        library: {Alice: [Shock, Island, Island, Island, Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Act on Impulse}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: Shock, from: exile, targets: [Bob], refused: "isn't in their"}
    """)
    assert game.state.players[1].life == 20


def test_601_3_korvold_and_the_noble_thief_plays_bobs_exiled_cards(board) -> None:
    """Chapter III (Alice's second turn; Bob drew a card in his): the top three cards of Bob's
    library are exiled; Alice may play them this turn (108.3: Bob still owns them)."""
    game = board("""
        name: Korvold and the Noble Thief
        battlefield: [{card: Korvold and the Noble Thief, as: saga, counters: {lore: 2}},
                      Mountain]
        library: {Alice: [Plains, Plains, Plains],
                  Bob: [Plains, {card: Shock, as: shock}, Island, Forest, Swamp]}
        actions:
          - {pass: {to: precombat_main}}
          - {pass: {to: precombat_main}}
    """)
    assert sorted(game.name_of(o) for o in game.state.zone_list("exile")) == [
        "Forest", "Island", "Shock"]
    assert [game.name_of(o) for o in game.state.zone_list("library", 1)] == ["Swamp"]
    assert _casts(game, "Shock")
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == ["Plains"] * 2
