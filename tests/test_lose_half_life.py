"""119.3 with 107.1a-b: "<player> loses half their life, rounded up" (Infernal Contract,
Ebonblade Reaper, Quietus Spike): each player loses half of their own life total, rounded up;
a player at 0 life or less loses nothing (107.1b: no negative amounts)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I


def test_107_1a_infernal_contract_odd_life_rounds_up(solve) -> None:
    """Alice at 7 life: she loses 4 (half of 7 rounded up), and draws four cards."""
    out = solve("""
        name: infernal contract
        hand: {Alice: [Infernal Contract]}
        library: {Alice: [Swamp, Swamp, Swamp, Swamp, Swamp]}
        actions:
          - {set: {player: Alice, life: 7}}
          - {cast: Infernal Contract}
        expect:
          player Alice: {life: 3, hand_size: 4}
    """)
    assert out.passed, out.failures


def test_107_1b_at_negative_life_nothing_is_lost(solve) -> None:
    """A Platinum Angel keeps Alice in the game at -3 life: Infernal Contract takes none."""
    out = solve("""
        name: infernal contract at negative life
        battlefield: [Platinum Angel]
        hand: {Alice: [Infernal Contract]}
        library: {Alice: [Swamp, Swamp, Swamp, Swamp, Swamp]}
        actions:
          - {set: {player: Alice, life: -3}}
          - {cast: Infernal Contract}
        expect:
          player Alice: {life: -3, lost: false}
    """)
    assert out.passed, out.failures


def test_119_3_ebonblade_reaper_halves_both_players(solve) -> None:
    """Ebonblade Reaper attacks: Alice (20) loses 10; it deals Bob (15) 1 combat damage,
    then he loses half of 14: 7."""
    out = solve("""
        name: ebonblade reaper
        battlefield: [{card: Ebonblade Reaper, as: reaper}]
        actions:
          - {set: {player: Bob, life: 15}}
          - {attack: [reaper]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Alice: {life: 10}
          player Bob: {life: 7}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "who"), [
    ("Target opponent loses half their life, rounded up.", I.Ref.player_target()),
    ("You lose half your life, rounded up.", "you"),
])
def test_119_3_lose_half_life_lines(line: str, who: object) -> None:
    [ab] = compile_line(line, "Test Card", spell=True)
    assert ab.instructions == (I.LoseHalfLife(who, round_up=True),)
