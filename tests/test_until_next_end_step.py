"""611.2a, 513.1: "Until your next end step, you may play that card." (Yasmin Khan: "{T}:
Exile the top card of your library. Until your next end step, you may play it."): the
permission lasts through the main phases and ends as its controller's end step begins; one
made during that end step lasts until the next one."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse_cards import ExileTopMayPlay
from arbiter.state.effects import UNTIL_YOUR_NEXT_END_STEP

_YASMIN = """
        name: Yasmin Khan
        battlefield: [{card: Yasmin Khan, as: yasmin}]
        library: {Alice: [{card: Lightning Bolt, as: bolt}, Plains, Island, Swamp],
                  Bob: [Island, Forest, Mountain]}
        actions:
"""


def test_611_2a_yasmin_khan_card_playable_before_the_end_step(board) -> None:
    game = board(_YASMIN + """
          - {activate: {card: yasmin, ability: 1}}
          - {pass: {to: postcombat_main}}
          - {cast: bolt, by: Alice, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17


def test_513_1_yasmin_khan_permission_ends_as_the_end_step_begins(board) -> None:
    game = board(_YASMIN + """
          - {activate: {card: yasmin, ability: 1}}
          - {pass: {to: end}}
          - {cast: bolt, by: Alice, from: exile, targets: [Bob], refused: "exile"}
    """)
    assert game.state.players[1].life == 20


def test_611_2a_made_during_the_end_step_it_lasts_until_the_next_one(board) -> None:
    game = board(_YASMIN + """
          - {pass: {to: end}}
          - {activate: {card: yasmin, ability: 1}}
          - {pass: next_turn}
          - {cast: bolt, by: Alice, from: exile, targets: [Bob]}
    """)
    assert game.state.players[1].life == 17


def test_611_2a_several_cards_until_your_next_end_step() -> None:
    [ability] = compile_text("{T}: Exile the top three cards of your library. Until your next "
                             "end step, you may play those cards.", "Test Card")
    [step] = ability.instructions
    assert isinstance(step, ExileTopMayPlay) and step.duration == UNTIL_YOUR_NEXT_END_STEP
