"""119.7: "Players can't gain life." / "Your opponents can't gain life." (static abilities)
and "Players can't gain life this turn." (Skullcrack): an effect that would give such a player
life does nothing, and a replacement effect on their life gain doesn't apply."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import SpellAbility, StaticAbility


@pytest.mark.parametrize(("name", "line", "kind"), [
    ("Leyline of Punishment", "Players can't gain life.", StaticAbility),
    ("Erebos, God of the Dead", "Your opponents can't gain life.", StaticAbility),
    ("Skullcrack", "Players can't gain life this turn. Damage can't be prevented this turn. "
     "Skullcrack deals 3 damage to target player or planeswalker.", SpellAbility),
])
def test_119_7_cant_gain_life_lines(name: str, line: str, kind: type) -> None:
    [ability] = compile_text(line, name, kind is SpellAbility) or [None]
    assert isinstance(ability, kind)


def _lives(solve, battlefield: str, actions: str):  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: can't gain life
        battlefield: [{battlefield}]
        hand: {{Alice: [Stream of Life, Angel's Mercy, Skullcrack]}}
        library: {{Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}}
        actions: [{actions}]
    """)
    assert out.passed, out.failures
    return [p.life for p in out.game.state.players]


def test_119_7_players_cant_gain_life(solve) -> None:
    """Leyline of Punishment: neither Alice (Angel's Mercy) nor Bob (Stream of Life) gains."""
    lives = _lives(solve, "{card: Leyline of Punishment, controller: Bob}",
                   "{cast: Angel's Mercy}, {cast: Stream of Life, targets: [Bob], "
                   "choices: {x: 3}}")
    assert lives == [20, 20]


def test_119_7_opponents_cant_gain_life_you_can(solve) -> None:
    """Alice's Erebos: Bob gains nothing from Stream of Life; Alice gains 7."""
    lives = _lives(solve, "{card: 'Erebos, God of the Dead', controller: Alice}",
                   "{cast: Stream of Life, targets: [Bob], choices: {x: 3}}, "
                   "{cast: Angel's Mercy}")
    assert lives == [27, 20]


def test_119_7_a_life_gain_replacement_doesnt_apply(solve) -> None:
    """Alice's Boon Reflection ("If you would gain life, you gain twice that much life
    instead") and Bob's Leyline of Punishment: Alice gains nothing (119.10)."""
    lives = _lives(solve, "{card: Boon Reflection, controller: Alice}, "
                   "{card: Leyline of Punishment, controller: Bob}",
                   "{cast: Angel's Mercy}")
    assert lives == [20, 20]


def test_119_7_skullcrack_lasts_until_end_of_turn(solve) -> None:
    """After Skullcrack (3 damage to Bob), Angel's Mercy this turn gains Alice nothing; Stream
    of Life (X = 5) on Bob in Alice's next turn gains him 5."""
    lives = _lives(solve, "",
                   "{cast: Skullcrack, targets: [Bob]}, {cast: Angel's Mercy}, "
                   "{pass: next_turn}, {pass: next_turn}, {pass: {to: precombat_main}}, "
                   "{cast: Stream of Life, targets: [Bob], choices: {x: 5}}")
    assert lives == [20, 22]
