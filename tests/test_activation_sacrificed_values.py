"""608.2h: numbers read from the permanent sacrificed paying an activation cost (602.2b),
as it last existed on the battlefield: "the sacrificed creature's power" (Brion Stoutarm),
"... toughness" (Diamond Valley), "the sacrificed artifact's mana value" (Bosh, Iron Golem),
"where X is the sacrificed creature's power" (Atogatog)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.cost_values import SacrificedStat
from arbiter.rules.structure import nodes


@pytest.mark.parametrize(("name", "line", "value"), [
    ("Brion Stoutarm", "{R}, {T}, Sacrifice another creature: Brion Stoutarm deals damage equal "
     "to the sacrificed creature's power to target player or planeswalker.",
     SacrificedStat("Creature", "power")),
    ("Bosh, Iron Golem", "{3}{R}, Sacrifice an artifact: Bosh deals damage equal to the "
     "sacrificed artifact's mana value to any target.", SacrificedStat("Artifact", "mana_value")),
    ("Diamond Valley", "{T}, Sacrifice a creature: You gain life equal to the sacrificed "
     "creature's toughness.", SacrificedStat("Creature", "toughness")),
    ("Faith Healer", "Sacrifice an enchantment: You gain life equal to the sacrificed "
     "enchantment's mana value.", SacrificedStat("Enchantment", "mana_value")),
])
def test_608_2h_sacrificed_values_of_real_lines(name: str, line: str,
                                                 value: SacrificedStat) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility), line
    assert value in list(nodes(ab.instructions))


def test_608_2h_brion_stoutarm_deals_the_sacrificed_creatures_last_known_power(solve) -> None:
    """Brion Stoutarm sacrifices a Hill Giant pumped by Giant Growth (a 6/6 as it last
    existed): Bob takes 6."""
    out = solve("""
        name: brion
        battlefield:
          - {card: Brion Stoutarm, as: brion}
          - {card: Hill Giant, as: giant}
        hand: {Alice: [Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [giant]}
          - activate: {card: brion, ability: 2, targets: [Bob], choices: {sacrifice: giant}}
        expect:
          giant: {zone: graveyard}
          player Bob: {life: 14}
    """)
    assert out.passed, out.failures


def test_608_2h_bosh_deals_the_sacrificed_artifacts_mana_value(solve) -> None:
    out = solve("""
        name: bosh
        battlefield:
          - {card: "Bosh, Iron Golem", as: bosh}
          - {card: Millstone, as: stone}
        actions:
          - activate: {card: bosh, ability: 2, targets: [Bob], choices: {sacrifice: stone}}
        expect:
          stone: {zone: graveyard}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_608_2h_diamond_valley_gains_the_sacrificed_creatures_toughness(solve) -> None:
    out = solve("""
        name: diamond valley
        battlefield:
          - {card: Diamond Valley, as: dv}
          - {card: Wall of Stone, as: wall}
        actions:
          - activate: {card: dv, ability: 1, choices: {sacrifice: wall}}
        expect:
          wall: {zone: graveyard}
          player Alice: {life: 28}
    """)
    assert out.passed, out.failures


def test_608_2h_atogatog_gets_plus_x_for_the_sacrificed_atogs_power(solve) -> None:
    """Atogatog (5/5) sacrifices an Atog (1/2): +1/+1 until end of turn, fixed as the ability
    resolved (608.2h)."""
    out = solve("""
        name: atogatog
        battlefield:
          - {card: Atogatog, as: big}
          - {card: Atog, as: atog}
        actions:
          - activate: {card: big, ability: 1, choices: {sacrifice: atog}}
        expect:
          atog: {zone: graveyard}
          big: {power: 6, toughness: 6}
    """)
    assert out.passed, out.failures


def test_608_2h_ooze_garden_token_size_from_the_sacrificed_creatures_power(solve) -> None:
    """Ooze Garden sacrifices Hill Giant (3/3): an X/X Ooze token with X = 3."""
    out = solve("""
        name: ooze garden
        battlefield:
          - {card: Ooze Garden, as: garden}
          - {card: Hill Giant, as: giant}
        actions:
          - activate: {card: garden, ability: 1, choices: {sacrifice: giant}}
        expect:
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    (ooze,) = [o for o in game.state.battlefield() if "Ooze" in game.chars(o).subtypes]
    assert (game.chars(ooze).power, game.chars(ooze).toughness) == (3, 3)
