"""705: "At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact
deals 3 damage to you." (Mana Crypt). 705.2: the player calls heads or tails and wins the
flip if the call matches; the coin comes from the game's seeded generator, so the same game
with the other call has the other outcome."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I

_CRYPT = """
        name: mana crypt
        battlefield: [Mana Crypt]
        library: {{Alice: [Swamp, Swamp]}}
        turn: {{number: 3, phase: untap}}
        actions:
          - {{pass: {{to: draw}}}}
        choices: [{call}]
"""


def _flip(solve, call: str):  # type: ignore[no-untyped-def]
    out = solve(_CRYPT.format(call=call))
    assert out.passed, out.failures
    lines = [ln for ln in out.game.state.log if "the flip (705.2)" in ln]
    assert len(lines) == 1
    return out.game.state.players[0].life, lines[0]


def test_705_2_mana_crypt_loser_takes_3(solve) -> None:
    """Each call: Alice took 3 exactly when the log says she lost; of the two calls for the
    same coin, one wins and one loses."""
    results = {call: _flip(solve, call) for call in ("heads", "tails")}
    for life, line in results.values():
        assert life == (17 if "loses the flip" in line else 20)
    assert sorted(life for life, _ in results.values()) == [17, 20]


@pytest.mark.parametrize(("line", "win", "lose"), [
    ("At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals "
     "3 damage to you.", 0, 1),
    ("Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn.", 1, 0),
    ("{T}: Flip a coin. If you win the flip, draw a card. If you lose the flip, counter this "
     "ability.", None, None),
])
def test_705_coin_flip_lines(line: str, win: int | None, lose: int | None) -> None:
    [ab] = compile_line(line, "Mana Crypt", spell=line.startswith("Flip"))
    if win is None:
        assert not getattr(ab, "instructions", None)  # "counter this ability": not read here
        return
    [flip] = ab.instructions
    assert isinstance(flip, I.FlipCoin)
    assert (len(flip.win), len(flip.lose)) == (win, lose)
