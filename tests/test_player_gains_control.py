"""613.1b: "Target opponent gains control of this artifact." (Jinxed Idol), "{T}: Draw two
cards. Target opponent gains control of this creature. Activate only during your turn."
(Humble Defector), "Target player gains control of target permanent you control." (Donate):
the player targeted controls the object from then on. Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.steps import resolve_all

ALICE, BOB = 0, 1


def test_613_1b_jinxed_idol_bob_gains_control(board) -> None:
    """Alice sacrifices Grizzly Bears: Bob controls Jinxed Idol (its upkeep damage is his
    now)."""
    game = board("""
        name: jinxed idol
        turn: {number: 2}
        battlefield: [{card: Jinxed Idol, as: idol}, {card: Grizzly Bears, as: bears}]
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
    """)
    idol = obj_id(game, "idol")
    activate(game, idol, ALICE, 2, [("player", BOB)], {"sacrifice": [obj_id(game, "bears")]},
             pay=True)
    resolve_all(game)
    assert game.chars(idol).controller == BOB
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"


def test_613_1b_humble_defector_draws_then_changes_hands(board) -> None:
    game = board("""
        name: humble defector
        turn: {number: 2}
        battlefield: [{card: Humble Defector, as: defector}]
        library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains]}
    """)
    defector = obj_id(game, "defector")
    hand = len(game.state.zone_list("hand", ALICE))
    activate(game, defector, ALICE, 1, [("player", BOB)], {}, pay=True)
    resolve_all(game)
    assert len(game.state.zone_list("hand", ALICE)) == hand + 2
    assert game.chars(defector).controller == BOB


def test_613_1b_donate_gives_the_target_permanent(solve) -> None:
    out = solve("""
        name: donate
        battlefield: [{card: Jinxed Idol, as: idol}]
        hand: {Alice: [Donate]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Donate, targets: [Bob, idol]}
        expect:
          idol: {controller: Bob}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # a duration isn't read here
    "Target opponent gains control of target creature until end of turn.",
])
def test_613_1b_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None
