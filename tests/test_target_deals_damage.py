"""120.3 / 608.2b: "Target creature you control deals damage equal to its power to target
creature you don't control." The target creature is the source of the damage (deathtouch and
lifelink apply, 702.2b, 702.15b); an illegal source target deals nothing (608.2b)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.values import PowerOf


@pytest.mark.parametrize(("name", "line"), [
    ("Rabid Bite", "Target creature you control deals damage equal to its power to target "
     "creature you don't control."),
    ("Master's Rebuke", "Target creature you control deals damage equal to its power to "
     "target creature or planeswalker you don't control."),
    ("Run Over", "Target creature you control deals damage equal to its power to target "
     "creature an opponent controls."),
    ("Soul's Fire", "Target creature you control deals damage equal to its power to any "
     "target."),
    ("Gravitic Punch", "Target creature you control deals damage equal to its power to "
     "target player."),
    ("Wing Puncture", "Target creature you control deals damage equal to its power to "
     "target creature with flying."),
])
def test_120_3_target_creature_as_the_source_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.DealDamage) and step.amount == PowerOf()
    assert step.source == I.Ref.target(0) and step.to.index == 1
    assert len(ability.targets) == 2


@pytest.mark.parametrize("line", [
    # "each other" means other than the target creature (not a target): not read
    "Target creature you control deals damage equal to its power to each other creature and "
    "each opponent.",
    "Target creature an opponent controls deals damage equal to its power to each other "
    "creature that player controls.",
])
def test_120_3_other_than_the_target_creature_is_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None


@pytest.mark.parametrize(("name", "line"), [
    ("Fall of the Hammer", "Target creature you control deals damage equal to its power to "
     "another target creature."),
    ("Cosmic Hunger", "Target creature you control deals damage equal to its power to another "
     "target creature, planeswalker, or battle."),
])
def test_115_3_another_target_creature_is_a_second_requirement(name: str, line: str) -> None:
    """115.3: "another target creature" is other than the first target (not other than the
    spell): the second requirement excludes the object chosen for the first."""
    [ability] = compile_text(line, name, True) or [None]
    [step] = ability.instructions
    assert step.source == I.Ref.target(0) and step.to == I.Ref.target(1)
    first, second = ability.targets
    assert not first.other_than_earlier and second.other_than_earlier


def _hammer(solve, targets: str, refused: str = "") -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: fall of the hammer
        battlefield:
          - {{card: Vampire Nighthawk, as: hawk}}
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Colossal Dreadmaw, controller: Bob, as: maw}}
        hand: {{Alice: [Fall of the Hammer]}}
        actions:
          - {{cast: Fall of the Hammer, targets: {targets}{refused}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_115_3_fall_of_the_hammer_deals_damage_to_another_creature(solve) -> None:
    """Fall of the Hammer: Vampire Nighthawk (2/3, deathtouch, lifelink) deals 2 damage to
    Colossal Dreadmaw: the Nighthawk is the source, so the Dreadmaw dies and Alice gains 2."""
    game = _hammer(solve, "[hawk, maw]")
    assert game.obj(obj_id(game, "maw")).zone == "graveyard"
    assert game.state.players[0].life == 22
    assert game.obj(obj_id(game, "hawk")).damage == 0


def test_115_3_fall_of_the_hammer_may_hit_your_own_other_creature(solve) -> None:
    """The second target is any other creature, one Alice controls too: Grizzly Bears (2/2)
    is dealt 2 damage by the Nighthawk and dies."""
    game = _hammer(solve, "[hawk, bears]")
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"


def test_115_3_fall_of_the_hammer_cant_target_the_same_creature_twice(solve) -> None:
    """115.3: "another target creature" can't be the creature chosen as the first target."""
    game = _hammer(solve, "[hawk, hawk]", ', refused: "target"')
    assert not game.state.stack_items
    assert game.obj(obj_id(game, "hawk")).zone == "battlefield"


def _bite(solve, extra: str = "") -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: rabid bite
        battlefield:
          - {{card: Vampire Nighthawk, as: hawk}}
          - {{card: Colossal Dreadmaw, controller: Bob, as: maw}}
        hand: {{Alice: [Rabid Bite], Bob: [Lightning Bolt]}}
        actions:
{extra}
    """)
    assert out.passed, out.failures
    return out.game


def test_120_3_rabid_bite_the_creature_deals_the_damage(solve) -> None:
    """Vampire Nighthawk (2/3, deathtouch, lifelink) bites Colossal Dreadmaw (6/6): 2 damage
    from the Nighthawk, so deathtouch destroys the Dreadmaw and Alice gains 2 life."""
    game = _bite(solve, "          - {cast: Rabid Bite, targets: [hawk, maw]}")
    assert game.obj(obj_id(game, "maw")).zone == "graveyard"
    assert game.state.players[0].life == 22
    assert game.obj(obj_id(game, "hawk")).damage == 0


def test_608_2b_rabid_bite_without_its_creature_deals_no_damage(solve) -> None:
    """Bob answers with Lightning Bolt on the Nighthawk: the Bite's first target is gone, so
    no damage is dealt and the Dreadmaw lives."""
    game = _bite(solve, "          - {cast: Rabid Bite, targets: [hawk, maw], respond: true}\n"
                        "          - {cast: Lightning Bolt, by: Bob, targets: [hawk]}")
    maw = game.obj(obj_id(game, "maw"))
    assert maw.zone == "battlefield" and maw.damage == 0
    assert game.state.players[0].life == 20


def test_115_rabid_bite_must_target_a_creature_you_control_first(solve) -> None:
    """The first target is a creature Alice controls: the Dreadmaw can't be it."""
    game = _bite(solve, "          - {cast: Rabid Bite, targets: [maw, hawk], "
                        "refused: \"target\"}")
    assert game.obj(obj_id(game, "hawk")).zone == "battlefield"
    assert not game.state.stack_items and game.obj(obj_id(game, "maw")).damage == 0


def test_120_3_wrack_with_madness_line() -> None:
    [ability] = compile_text("Target creature deals damage to itself equal to its power.",
                             "Wrack with Madness", True) or [None]
    assert ability.instructions == (I.DealDamage(PowerOf(), to=I.Ref.target(0),
                                                 source=I.Ref.target(0)),)
    assert len(ability.targets) == 1


@pytest.mark.parametrize(("card", "zone", "life"), [
    ("Colossal Dreadmaw", "graveyard", 20),  # 6 damage to a 6/6
    ("Vampire Nighthawk", "graveyard", 22),  # 2 damage: deathtouch, and lifelink for Bob
    ("Wall of Omens", "battlefield", 20),    # power 0: no damage
])
def test_120_3_wrack_with_madness_the_creature_damages_itself(solve, card: str, zone: str,
                                                              life: int) -> None:
    out = solve(f"""
        name: wrack with madness
        battlefield: [{{card: {card}, controller: Bob, as: it}}]
        hand: {{Alice: [Wrack with Madness]}}
        actions:
          - {{cast: Wrack with Madness, targets: [it]}}
        expect:
          it: {{zone: {zone}}}
          player Bob: {{life: {life}}}
    """)
    assert out.passed, out.failures
