"""608.2h / 118.8: "the sacrificed creature's power" / "toughness": the creature sacrificed
paying a spell's additional cost (Fling) or an activation cost (Bloodshot Cyclops, Diamond
Valley), as it last existed on the battlefield (`compiler.costs.sacrificed_values`)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.cost_values import SacrificedStat


@pytest.mark.parametrize(("name", "line", "stat"), [
    ("Fling", "Fling deals damage equal to the sacrificed creature's power to any target.",
     "power"),
    ("Worthy Cause", "You gain life equal to the sacrificed creature's toughness.",
     "toughness"),
    ("Life's Legacy", "Draw cards equal to the sacrificed creature's power.", "power"),
    ("Bloodshot Cyclops", "{T}, Sacrifice a creature: This creature deals damage equal to the "
     "sacrificed creature's power to any target.", "power"),
    ("Diamond Valley", "{T}, Sacrifice a creature: You gain life equal to the sacrificed "
     "creature's toughness.", "toughness"),
])
def test_608_2h_sacrificed_creature_stat_lines(name: str, line: str, stat: str) -> None:
    spell = ":" not in line
    [ability] = compile_text(line, name, spell) or [None]
    assert any(getattr(i, "amount", getattr(i, "n", None)) == SacrificedStat("Creature", stat)
               for i in ability.instructions)


def test_608_2h_fling_deals_the_sacrificed_creatures_power(solve) -> None:
    """Alice flings Colossal Dreadmaw (6/6) at Bob: 6 damage."""
    out = solve("""
        name: fling
        battlefield: [{card: Colossal Dreadmaw, as: maw}]
        hand: {Alice: [Fling]}
        actions:
          - {cast: Fling, targets: [Bob], choices: {sacrifice: [maw]}}
        expect:
          maw: {zone: graveyard}
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


def test_608_2h_fling_uses_last_known_power(solve) -> None:
    """Giant Growth on Grizzly Bears (5/5 until end of turn), then Fling it at Bob: the power
    it had as it was sacrificed, 5."""
    out = solve("""
        name: fling grown
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Fling, Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {cast: Fling, targets: [Bob], choices: {sacrifice: [bears]}}
        expect:
          player Bob: {life: 15}
    """)
    assert out.passed, out.failures


def test_608_2h_diamond_valley_gains_the_sacrificed_toughness(solve) -> None:
    """Diamond Valley sacrificing Colossal Dreadmaw (6/6): Alice gains 6 life."""
    out = solve("""
        name: diamond valley
        battlefield: [{card: Diamond Valley, as: dv}, {card: Colossal Dreadmaw, as: maw}]
        actions:
          - activate: {card: dv, ability: 1, choices: {sacrifice: maw}}
        expect:
          maw: {zone: graveyard}
          player Alice: {life: 26}
    """)
    assert out.passed, out.failures
