"""101.2: "Each player can't cast more than one spell each turn." (Rule of Law) and "You can't
cast more than one spell each turn." played through the engine: a second spell in a turn is
refused and the game is unchanged; each player has their own count; the count starts over
each turn (730.2). "Your opponents can't cast spells during your turn." likewise."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility

_BOLTS = "hand: {Alice: [Lightning Bolt, Shock], Bob: [Lightning Bolt]}\n" \
         "library: {Alice: [Island, Island], Bob: [Island, Island]}\n"


def test_101_2_rule_of_law_one_spell_each_turn(solve) -> None:
    out = solve("""
name: rule of law
battlefield: [Rule of Law]
""" + _BOLTS + """actions:
  - {cast: Lightning Bolt, targets: [Bob]}
  - {cast: Shock, targets: [Bob], refused: "more than one spell"}
  - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
expect:
  player Bob: {life: 17}
  player Alice: {life: 17}
  Shock: {zone: hand}
""")
    assert out.passed, out.failures


def test_730_2_the_count_starts_over_next_turn(solve) -> None:
    out = solve("""
name: rule of law next turn
battlefield: [Rule of Law]
""" + _BOLTS + """actions:
  - {cast: Lightning Bolt, targets: [Bob]}
  - {pass: next_turn}
  - {pass: next_turn}
  - {cast: Shock, targets: [Bob]}
expect:
  player Bob: {life: 15}
""")
    assert out.passed, out.failures


def test_101_2_you_cant_restricts_only_you(solve) -> None:
    """Bob's Moderation restricts Bob, not Alice."""
    out = solve("""
name: moderation
battlefield: [{card: Moderation, controller: Bob}]
""" + _BOLTS + """actions:
  - {cast: Lightning Bolt, targets: [Bob]}
  - {cast: Shock, targets: [Bob]}
expect:
  player Bob: {life: 15}
""")
    assert out.passed, out.failures


def test_101_2_opponents_cant_cast_spells_during_your_turn(solve) -> None:
    """Alice's Dragonlord Dromoka: Bob can't cast Lightning Bolt in Alice's turn; in his own
    turn he can; Alice casts as she likes."""
    out = solve("""
name: dromoka
battlefield: ["Dragonlord Dromoka"]
""" + _BOLTS + """actions:
  - {cast: Lightning Bolt, by: Bob, targets: [Alice], refused: "during Alice's turn"}
  - {cast: Lightning Bolt, targets: [Bob]}
  - {pass: next_turn}
  - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
expect:
  player Alice: {life: 17}
  player Bob: {life: 17}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Rule of Law", "Each player can't cast more than one spell each turn."),
    ("Eidolon of Rhetoric", "Each player can't cast more than one spell each turn."),
    ("Colfenor's Plans", "You can't cast more than one spell each turn."),
    ("Voice of Victory", "Your opponents can't cast spells during your turn."),
])
def test_101_2_spell_limit_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)
