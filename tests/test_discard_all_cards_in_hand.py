"""701.9a, 121.1: "Discard all the cards in your hand" / "<players> discard all the cards in
their hand" is discarding one's hand; "then draw that many cards" draws as many as were
discarded (608.2c), each player their own number."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Tolarian Winds", "Discard all the cards in your hand, then draw that many cards.", True),
    ("Dark Deal", "Each player discards all the cards in their hand, then draws that many "
     "cards minus one.", True),
    ("Robber Fly", "Whenever this creature becomes blocked, defending player discards all the "
     "cards in their hand, then draws that many cards.", False),
    ("Forgotten Creation", "At the beginning of your upkeep, you may discard all the cards in "
     "your hand. If you do, draw that many cards.", False),
])
def test_701_9a_discard_all_the_cards_lines(name: str, line: str, spell: bool) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert "DiscardHand" in repr(ability.instructions)


@pytest.mark.parametrize("line", [
    # each player's own "that many" for tokens isn't read
    "Each player discards all the cards in their hand, then creates that many 2/2 black Zombie "
    "creature tokens.",
])
def test_701_9a_each_players_that_many_tokens_is_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None


def test_701_9a_tolarian_winds_draws_as_many_as_discarded(solve) -> None:
    out = solve("""
        name: tolarian winds
        hand: {Alice: [Tolarian Winds, Forest, Mountain, Plains]}
        library: {Alice: [Island, Island, Island, Island, Island]}
        actions:
          - {cast: Tolarian Winds}
        expect:
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures
    game = out.game
    names = sorted(game.chars(o).name for o in game.state.zone_list("hand", 0))
    assert names == ["Island", "Island", "Island"]
    assert len(game.state.zone_list("graveyard", 0)) == 4  # the three and the spell


def test_701_9a_dark_deal_each_player_draws_their_own_number_minus_one(solve) -> None:
    """Alice discards 2 and draws 1, Bob discards 3 and draws 2."""
    out = solve("""
        name: dark deal
        hand:
          Alice: [Dark Deal, Forest, Mountain]
          Bob: [Island, Island, Island]
        library: {Alice: [Plains, Plains, Plains], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: Dark Deal}
        expect:
          player Alice: {hand_size: 1}
          player Bob: {hand_size: 2}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [game.chars(o).name for o in game.state.zone_list("hand", 1)] == ["Swamp", "Swamp"]
    assert len(game.state.zone_list("graveyard", 1)) == 3


def test_701_9a_forgotten_creation_if_you_do_draw_that_many(solve) -> None:
    """At Alice's upkeep she discards her two cards and draws two."""
    out = solve("""
        name: forgotten creation
        battlefield: [Forgotten Creation]
        hand: {Alice: [Forest, Mountain]}
        library: {Alice: [Plains, Plains, Plains, Plains], Bob: [Swamp, Swamp]}
        choices: [yes]
        actions:
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
    """)
    assert out.passed, out.failures
    game = out.game
    names = sorted(game.chars(o).name for o in game.state.zone_list("hand", 0))
    assert names == ["Plains", "Plains", "Plains"]  # two for the discard, one for the draw step
