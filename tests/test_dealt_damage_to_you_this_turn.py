"""120.3a, 115.1: "Destroy target creature that dealt damage to you this turn." (Spear of
Heliod): a creature that dealt damage to the ability's controller this turn is a legal
target; one that dealt none isn't."""

from __future__ import annotations

_BOARD = """
    name: spear of heliod
    battlefield:
      - {card: Spear of Heliod, as: spear}
      - {card: Prodigal Sorcerer, as: tim, controller: Bob}
      - {card: Hill Giant, as: giant, controller: Bob}
      - {card: Plains}
      - {card: Plains}
      - {card: Plains}
    actions:
      - {activate: {card: tim, ability: "{T}", targets: [Alice]}}
      - {activate: {card: spear, ability: "{1}{W}{W}", targets: [%s]}%s}
    expect:
      %s
"""


def test_120_3a_spear_of_heliod_destroys_the_creature_that_dealt_damage(solve) -> None:
    out = solve(_BOARD % ("tim", "", "tim: {zone: graveyard}\n      player Alice: {life: 19}"))
    assert out.passed, out.failures


def test_115_1_a_creature_that_dealt_no_damage_isnt_a_target(solve) -> None:
    out = solve(_BOARD % ("giant", ', refused: "legal"', "giant: {zone: battlefield}"))
    assert out.passed, out.failures
