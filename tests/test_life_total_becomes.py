"""119.5 / 103.4: "<player>'s life total becomes N": the player gains or loses the difference
(so "whenever you gain life" triggers on the gain, 119.9's life lost on the loss); "equal to
your starting life total" and "half your starting life total, rounded up" are the player's own
starting life total (107.1a: rounded as written). Played through the engine: Blessed Wind,
Oketra's Last Mercy; the lines of Captive Audience, Worldfire, The Endstone."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I


def test_119_5_blessed_wind_raises_a_target_players_life_to_20(solve) -> None:
    """Bob is at 5 life; Alice's Blessed Wind on Bob: his life total becomes 20."""
    out = solve("""
        name: blessed wind
        hand: {Alice: [Blessed Wind]}
        actions:
          - set: {player: Bob, life: 5}
          - {cast: Blessed Wind, targets: [Bob]}
        expect:
          player Bob: {life: 20}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_119_5_oketras_last_mercy_is_life_gained(solve) -> None:
    """Alice at 7 casts Oketra's Last Mercy: her life total becomes her starting 20, which is
    gaining 13 life: Ajani's Pridemate's "Whenever you gain life" triggers once."""
    out = solve("""
        name: oketra's last mercy gain
        battlefield: [{card: Ajani's Pridemate, as: pridemate}]
        hand: {Alice: [Oketra's Last Mercy]}
        actions:
          - set: {player: Alice, life: 7}
          - {cast: Oketra's Last Mercy}
        expect:
          player Alice: {life: 20}
          pridemate: {counters: {"+1/+1": 1}}
    """)
    assert out.passed, out.failures


def test_119_5_oketras_last_mercy_above_the_starting_total_loses_life(solve) -> None:
    """Alice at 31: Oketra's Last Mercy makes her lose 11 life; nothing is gained, so the
    Pridemate gets no counter."""
    out = solve("""
        name: oketra's last mercy loss
        battlefield: [{card: Ajani's Pridemate, as: pridemate}]
        hand: {Alice: [Oketra's Last Mercy]}
        actions:
          - set: {player: Alice, life: 31}
          - {cast: Oketra's Last Mercy}
        expect:
          player Alice: {life: 20}
          pridemate: {counters: {}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "n", "who", "starting"), [
    ("Your life total becomes 4.", 4, "you", ""),
    ("Each player's life total becomes 1.", 1, "each_player", ""),
    ("Your life total becomes equal to your starting life total.", 0, "you", "all"),
    ("At the beginning of your end step, your life total becomes half your starting life "
     "total, rounded up.", 0, "you", "half_up"),
])
def test_119_5_lines_are_read(line: str, n: int, who: str, starting: str) -> None:
    (ab,) = compile_line(line, "Card", spell=not line.startswith("At "))
    assert not isinstance(ab, UnsupportedAbility), ab
    assert ab.instructions[-1] == I.SetLife(n, who=who, starting=starting)


def test_119_5_a_number_counted_otherwise_stays_unread() -> None:
    (ab,) = compile_line("Each player's life total becomes the number of creatures they "
                         "control.", "Biorhythm", spell=True)
    assert isinstance(ab, UnsupportedAbility)
