"""701.24a: "Target player shuffles their library." (Boggart Forager): the targeted player's
library is randomized, nobody else's; played from the real Oracle line."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.shuffle_library import ShuffleLibrary
from arbiter.rules.instructions import objects as I

_EIGHT = ["Forest", "Island", "Mountain", "Plains", "Swamp", "Wastes", "Grizzly Bears",
          "Serra Angel"]


def test_701_24a_target_player_shuffles_their_library_line() -> None:
    [ability] = compile_text("{R}, Sacrifice this creature: Target player shuffles their "
                             "library.", "Boggart Forager") or [None]
    assert ability.instructions == (ShuffleLibrary(I.Ref.player_target(0)),)


def test_701_24a_boggart_forager_shuffles_bobs_library_only(board) -> None:
    game = board(f"""
        name: Boggart Forager
        battlefield: [{{card: Boggart Forager, as: forager}}]
        library: {{Alice: [{", ".join(_EIGHT)}], Bob: [{", ".join(_EIGHT)}]}}
        actions:
          - {{activate: {{card: forager, ability: "{{R}}", targets: [Bob]}}}}
    """)
    bob = [game.name_of(o) for o in game.state.zone_list("library", 1)]
    alice = [game.name_of(o) for o in game.state.zone_list("library", 0)]
    assert sorted(bob) == sorted(_EIGHT) and bob != _EIGHT
    assert alice == _EIGHT
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 0)] == [
        "Boggart Forager"]
