"""701.20a with 401.4: "reveal the top four cards of your library. Put all Goblin cards
revealed this way into your hand and the rest on the bottom of your library in any order."
(Goblin Ringleader) and "reveal the top four cards of your library. You may put a land card
from among them into your hand. Put the rest into your graveyard." (Satyr Wayfinder)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def _library(game) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list("library", 0)]


def test_701_20a_goblin_ringleader_takes_every_goblin(solve) -> None:
    """Raging Goblin and Goblin Piker go to the hand; Island and Swamp under the library in
    the order Alice chooses (Island first); Plains, the fifth card, stays on top."""
    out = solve("""
        name: goblin ringleader
        hand: {Alice: [Goblin Ringleader]}
        library: {Alice: [Raging Goblin, Island, Goblin Piker, Swamp, Plains]}
        actions:
          - {cast: Goblin Ringleader}
        choices: [Island#3]
        expect:
          Raging Goblin: {zone: hand}
          Goblin Piker: {zone: hand}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures
    assert _library(out.game) == ["Plains", "Island", "Swamp"]


def test_701_20a_satyr_wayfinder_may_take_a_land(solve) -> None:
    out = solve("""
        name: satyr wayfinder
        hand: {Alice: [Satyr Wayfinder]}
        library: {Alice: [Island, Grizzly Bears, Swamp, Lightning Bolt, Plains]}
        actions:
          - {cast: Satyr Wayfinder}
        choices: [Swamp#4]
        expect:
          Swamp: {zone: hand}
          Island: {zone: graveyard}
          Grizzly Bears: {zone: graveyard}
          Lightning Bolt: {zone: graveyard}
          Plains: {zone: library}
    """)
    assert out.passed, out.failures


def test_701_20a_satyr_wayfinder_land_is_a_choice() -> None:
    [ab] = compile_line("When this creature enters, reveal the top four cards of your library. "
                        "You may put a land card from among them into your hand. Put the rest "
                        "into your graveyard.", "Satyr Wayfinder")
    [look] = ab.instructions
    assert isinstance(look, I.LookAtTop) and look.n == 4 and look.rest == "graveyard"
    [pick] = look.picks
    assert (pick.count, pick.to, pick.may, pick.reveal) == (1, "hand", True, True)
