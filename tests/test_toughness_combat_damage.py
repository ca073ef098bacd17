"""510.1a: "<creatures> assign(s) combat damage equal to its toughness rather than its
power" (Doran, the Siege Tower; Assault Formation; Gauntlets of Light), played through the
real engine: such a creature assigns combat damage equal to its toughness, the others equal
to their power."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.combat.damage_amount import BY_TOUGHNESS
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility
from tests.conftest import obj_id


@pytest.mark.parametrize(("name", "line"), [
    ("Doran, the Siege Tower",
     "Each creature assigns combat damage equal to its toughness rather than its power."),
    ("Assault Formation", "Each creature you control assigns combat damage equal to its "
     "toughness rather than its power."),
    ("Streetwise Negotiator", "This creature assigns combat damage equal to its toughness "
     "rather than its power."),
    ("Baldin, Century Herdmaster", "During your turn, each creature assigns combat damage "
     "equal to its toughness rather than its power."),
    ("Solid Footing", "As long as enchanted creature has vigilance, it assigns combat damage "
     "equal to its toughness rather than its power."),
])
def test_510_1a_toughness_damage_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    assert BY_TOUGHNESS in [p.rule for e in ab.effects for p in e.parts]


@pytest.mark.parametrize(("name", "line"), [
    # another characteristic than toughness: a different rule, not read
    ("Narod, the Beige Flower", "Each creature assigns combat damage equal to its mana value "
     "rather than its power."),
])
def test_510_1a_near_variants_stay_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


def test_702_122a_crewing_using_toughness_isnt_combat_damage_by_toughness() -> None:
    """Giant Ox "crews Vehicles using its toughness rather than its power": a rule of crew
    (`tests/test_crew_saddle_power_as_though.py`), not 510.1a's combat damage."""
    (ab,) = compile_line("This creature crews Vehicles using its toughness rather than its "
                         "power.", "Giant Ox")
    assert isinstance(ab, StaticAbility)
    assert BY_TOUGHNESS not in [p.rule for e in ab.effects for p in e.parts]


def test_510_1a_doran_each_creature_assigns_its_toughness(solve) -> None:
    """Doran (0/5) attacks unblocked: Bob loses 5. Alice's Hill Giant (3/3) is blocked by
    Bob's Horned Turtle (1/4): the Turtle assigns 4 and the Giant dies; the Giant assigns 3,
    which the Turtle survives."""
    out = solve("""
        name: doran
        battlefield:
          - {card: "Doran, the Siege Tower", controller: Alice, as: doran}
          - {card: Hill Giant, controller: Alice, as: giant}
          - {card: Horned Turtle, controller: Bob, as: turtle}
        actions:
          - {attack: [doran, giant]}
          - {block: {turtle: giant}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 15}
          giant: {zone: graveyard}
          turtle: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "turtle")).damage == 3


def test_510_1a_assault_formation_only_your_creatures(solve) -> None:
    """Alice's Assault Formation: her Horned Turtle (1/4) attacks unblocked and Bob loses 4;
    Bob's Horned Turtle blocking her Hill Giant assigns its power, 1."""
    out = solve("""
        name: assault formation
        battlefield:
          - {card: Assault Formation, controller: Alice}
          - {card: Horned Turtle, controller: Alice, as: mine}
          - {card: Hill Giant, controller: Alice, as: giant}
          - {card: Horned Turtle, controller: Bob, as: theirs}
        actions:
          - {attack: [mine, giant]}
          - {block: {theirs: giant}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 16}
          giant: {zone: battlefield}
          theirs: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "giant")).damage == 1
    assert out.game.obj(obj_id(out.game, "theirs")).damage == 3
