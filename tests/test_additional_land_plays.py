"""305.2: "You may play an additional land this turn." (Explore, Urban Evolution) and "You may
play two additional lands on each of your turns." (Azusa): the number of lands a player may
play; 305.2a counts every land played this turn, 305.2b refuses the one too many."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.illegal import why_not_play
from arbiter.engine.turn.land_plays import ADDITIONAL_LAND_PLAYS
from arbiter.engine.turn.player_actions import play_land
from arbiter.engine.turn.priority import priority_actions
from arbiter.rules.abilities import SpellAbility, StaticAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "n"), [
    ("Azusa, Lost but Seeking", "You may play two additional lands on each of your turns.", 2),
    ("Exploration", "You may play an additional land on each of your turns.", 1),
])
def test_305_2_static_additional_lands_lines(name: str, line: str, n: int) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)
    [spec] = ability.effects
    [part] = spec.parts
    assert (part.rule, part.detail) == (ADDITIONAL_LAND_PLAYS, (n,))


@pytest.mark.parametrize(("name", "line"), [
    ("Explore", "You may play an additional land this turn."),
    ("Urban Evolution", "Draw three cards. You may play an additional land this turn."),
])
def test_305_2_additional_land_this_turn_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    assert isinstance(ability, SpellAbility)
    effect = ability.instructions[-1]
    assert isinstance(effect, I.CreateEffect) and effect.duration == "end_of_turn"
    assert effect.parts[0].detail == (1,)


def _lands_in_hand(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.state.zone_list("hand", 0) if game.name_of(o) == "Forest"]


def _playable(game) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for a in priority_actions(game, 0) if a.kind == "play")


def _play_all(game) -> int:  # type: ignore[no-untyped-def]
    """Play Forests while the rules allow; how many were played."""
    n = 0
    for oid in _lands_in_hand(game):
        if why_not_play(game, oid, 0) is not None:
            assert _playable(game) == 0
            break
        play_land(game, 0, oid)
        n += 1
    return n


def test_305_2b_one_land_without_effects(board) -> None:
    game = board("""
        name: one land
        hand: {Alice: [Forest, Forest, Forest]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    assert _play_all(game) == 1
    assert "already played a land" in (why_not_play(game, _lands_in_hand(game)[0], 0) or "")


def test_305_2_explore_lets_alice_play_a_second_land(board) -> None:
    game = board("""
        name: Explore
        hand: {Alice: [Explore, Forest, Forest, Forest]}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - cast: Explore
    """)
    assert _play_all(game) == 2


def test_305_2a_a_land_played_before_explore_counts(board) -> None:
    """Alice plays a Forest, then casts Explore: one more land, not two."""
    game = board("""
        name: land, then Explore
        hand: {Alice: [Explore, Forest, Forest, Forest]}
        library: {Alice: [Island, Island], Bob: [Island]}
    """)
    play_land(game, 0, _lands_in_hand(game)[0])
    from arbiter.engine.casting import spells
    from arbiter.engine.turn.steps import resolve_all

    explore = next(o for o in game.state.zone_list("hand", 0) if game.name_of(o) == "Explore")
    spells.cast(game, explore, 0, [], {})
    resolve_all(game)
    assert _play_all(game) == 1


def test_305_2_explore_ends_with_the_turn(board) -> None:
    game = board("""
        name: Explore, next turn
        hand: {Alice: [Explore, Forest, Forest, Forest]}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
        actions:
          - cast: Explore
          - pass: next_turn
          - pass: next_turn
          - pass: {to: precombat_main}
    """)
    assert game.state.turn.active == 0 and game.state.turn.number == 3
    assert _play_all(game) == 1


def test_305_2_azusa_three_lands_each_turn(board) -> None:
    game = board("""
        name: Azusa
        battlefield: [{card: "Azusa, Lost but Seeking"}]
        hand: {Alice: [Forest, Forest, Forest, Forest]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    assert _play_all(game) == 3


def test_305_2_an_opponents_azusa_doesnt_help(board) -> None:
    game = board("""
        name: Bob's Azusa
        battlefield: [{card: "Azusa, Lost but Seeking", controller: Bob}]
        hand: {Alice: [Forest, Forest, Forest]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    assert _play_all(game) == 1
