"""118.9 / 601.3: "Until end of turn, you may play that card without paying its mana cost."
(Mind's Desire) played on a board: the exiled spell may be cast only without paying its mana
cost (the permission is for that, 118.9a: no other alternative cost), an exiled land may be
played (305.1: a land is played, never cast); "you may play that card this turn" (paying)
is unchanged."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.impulse import PLAY_FREE
from arbiter.rules.instructions import objects as I

LINE = ("Shuffle your library. Then exile the top card of your library. Until end of turn, you "
        "may play that card without paying its mana cost.")


def test_118_9_minds_desire_line() -> None:
    [ability] = compile_text(LINE, "Mind's Desire", True) or [None]
    shuffle, exile, permission = ability.instructions
    assert exile == I.ExileTop("you")
    assert isinstance(permission, I.CreateEffect)
    assert permission.parts[0].detail == PLAY_FREE and permission.duration == "end_of_turn"


def _labels(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(a) for a in game.legal_actions()]


_DESIRE = """
    name: Mind's Desire
    hand: {Alice: [Mind's Desire]}
    library: {Alice: [{card: Lightning Bolt, as: bolt}], Bob: [Island]}
    actions:
      - {cast: Mind's Desire}
"""


def test_118_9_the_exiled_spell_is_offered_only_without_paying(board) -> None:
    game = board(_DESIRE)
    bolt = obj_id(game, "bolt")
    casts = [label for label in _labels(game) if label.startswith("cast Lightning Bolt")]
    assert casts == [f"cast Lightning Bolt#{bolt} for its free cost from exile"]


def test_118_9_cast_for_free_deals_its_damage(board) -> None:
    game = board(_DESIRE + """
      - {cast: Lightning Bolt, from: exile, alternative: free, targets: [Bob], pay: true}
    """)
    assert game.state.players[1].life == 17


def test_118_9_paying_its_mana_cost_is_refused(board) -> None:
    game = board(_DESIRE + """
      - {cast: Lightning Bolt, from: exile, targets: [Bob], refused: "without paying"}
    """)
    assert game.state.players[1].life == 20


def test_305_1_an_exiled_land_is_played(board) -> None:
    game = board("""
        name: Mind's Desire, a land
        hand: {Alice: [Mind's Desire]}
        library: {Alice: [Forest], Bob: [Island]}
        actions:
          - {cast: Mind's Desire}
          - {play: Forest, from: exile}
    """)
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Forest"]
