"""305.1 / 601.3: "You may play lands from your graveyard." (Crucible of Worlds), played
through the public API: the land play is offered from the graveyard, counts as the turn's
land play (305.2), and only for the effect's controller."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn.priority import priority_actions
from arbiter.rules.abilities import StaticAbility

ALICE, BOB = 0, 1


def _plays(game, player: int = ALICE) -> list[str]:
    return [a.label for a in priority_actions(game, player) if a.kind == "play"]


def test_305_1_the_line_reads_as_a_static_ability() -> None:
    (ab,) = compile_line("You may play lands from your graveyard.", "Crucible of Worlds")
    assert isinstance(ab, StaticAbility)


_BOARD = """
    name: crucible
    battlefield: [{{card: Crucible of Worlds, controller: {owner}}}]
    graveyard: {{Alice: [{{card: Forest, as: forest}}, {{card: Swamp, as: swamp}}]}}
    library: {{Alice: [Plains], Bob: [Plains]}}
"""


def test_305_1_a_land_is_played_from_the_graveyard(board) -> None:
    """With Crucible of Worlds Alice plays the Forest from her graveyard; that is her land
    play for the turn, so the Swamp isn't offered after it (305.2)."""
    game = board(_BOARD.format(owner="Alice"))
    forest = obj_id(game, "forest")
    label = next(lbl for lbl in _plays(game) if f"#{forest}" in lbl)
    assert label.endswith("from your graveyard")
    game.apply(label)
    assert any(game.name_of(o) == "Forest" for o in game.state.battlefield())
    assert game.state.turn.lands_played == 1
    assert _plays(game) == []


def test_305_1_only_the_effects_controller_may(board) -> None:
    """Bob's Crucible of Worlds doesn't let Alice play lands from her graveyard."""
    game = board(_BOARD.format(owner="Bob"))
    assert _plays(game) == []
    assert game.obj(obj_id(game, "forest")).zone == "graveyard"


def test_305_1_without_the_effect_no_land_from_the_graveyard(board) -> None:
    game = board("""
        name: no crucible
        graveyard: {Alice: [Forest]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _plays(game) == []
