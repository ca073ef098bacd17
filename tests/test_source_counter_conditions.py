"""603.4, 122.1: an intervening "if" about the source's counters: "if there are 100 or more
tower counters on this enchantment" (Helix Pinnacle), "if this enchantment has twenty or more
growth counters on it" (Simic Ascendancy): checked as the ability triggers and as it
resolves."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import Passing, pass_to

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules import conditions as C


@pytest.mark.parametrize(("towers", "wins"), [(100, True), (99, False)])
def test_603_4_helix_pinnacle_wins_with_a_hundred_tower_counters(
        board, towers: int, wins: bool) -> None:
    """Alice's upkeep: with 100 tower counters she wins; with 99 the game goes on."""
    game = board(f"""
        name: helix pinnacle
        battlefield: [{{card: Helix Pinnacle, counters: {{tower: {towers}}}}}]
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
    """)
    if wins:
        with pytest.raises(AssertionError):  # the game ended before Alice's draw step
            pass_to(game, 3, "draw", Passing())
        assert game.is_over and game.winner == 0 and game.state.turn.number == 3
    else:
        pass_to(game, 3, "draw", Passing())
        assert not game.is_over


def test_603_4_has_n_or_more_counters_on_it_is_the_sources() -> None:
    [ab] = compile_text("At the beginning of your upkeep, if this enchantment has twenty or "
                        "more growth counters on it, you win the game.", "Simic Ascendancy")
    assert ab.intervening_if == C.SourceCounters("growth", 20)


def test_608_2c_wedding_announcement_transforms_itself_not_the_token(board) -> None:
    """"... Otherwise, create a 1/1 white Human creature token. Then if this enchantment has
    three or more invitation counters on it, transform it.": with two counters, Alice's end
    step puts the third, makes a Human (no attack this turn) and transforms the enchantment
    (Wedding Festivity); "it" is the enchantment the condition named, not the token."""
    game = board("""
        name: wedding announcement
        battlefield:
          - {card: Wedding Announcement // Wedding Festivity, counters: {invitation: 2},
             as: wedding}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    pass_to(game, 1, "end", Passing())
    game.decider = Passing()
    resolve_all(game)
    wedding = obj_id(game, "wedding")
    assert game.chars(wedding).name == "Wedding Festivity"
    assert [game.name_of(o) for o in game.state.battlefield()].count("Human Token") == 1
