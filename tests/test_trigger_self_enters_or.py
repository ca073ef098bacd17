"""603.2: "When ~ enters or <another event of ~>" (Alpha Deathclaw's "enters or becomes
monstrous", Shield Mare's "enters or becomes the target of a spell or ability an opponent
controls"): one condition naming two events of the object, triggering on either; who caused
the second event is checked for it ("an opponent controls")."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility


def test_603_2_alpha_deathclaw_destroys_as_it_enters(solve) -> None:
    out = solve("""
        name: deathclaw enters
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {enter: {card: Alpha Deathclaw, as: claw}, choices: {target: bears}}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_37b_alpha_deathclaw_destroys_as_it_becomes_monstrous(solve) -> None:
    """Monstrosity 4 (paid for free here): four +1/+1 counters, monstrous, and the trigger
    destroys Bob's Bears."""
    out = solve("""
        name: deathclaw monstrous
        turn: {number: 3}
        battlefield:
          - {card: Alpha Deathclaw, as: claw}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        library: {Alice: [Island], Bob: [Island]}
        choices: [bears]
        actions:
          - activate: {card: claw, ability: "{5}{B}{G}"}
        expect:
          claw: {power: 10, toughness: 10}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_115_1_shield_mare_an_opponents_spell_but_not_its_controllers(solve) -> None:
    """Bob's Shock at Shield Mare: Alice gains 3 life; Alice's own Giant Growth on it doesn't
    trigger it (the second event needs a spell an opponent controls)."""
    out = solve("""
        name: shield mare
        turn: {number: 3}
        battlefield:
          - {card: Shield Mare, as: mare}
        hand: {Alice: [Giant Growth], Bob: [Shock]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Giant Growth, targets: [mare]}
          - {cast: Shock, targets: [mare], by: Bob}
        expect:
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_603_2_enters_or_attacks_keeps_its_own_event() -> None:
    """"enters or attacks" stays the grammar's own event (its "it" is the creature)."""
    [ab] = compile_line("Whenever this creature enters or attacks, put a +1/+1 counter on "
                        "it.", "Test Creature")
    assert isinstance(ab, TriggeredAbility) and ab.trigger == Trigger("enters_or_attacks",
                                                                      "self")


@pytest.mark.parametrize("line", [
    # another object's event after "or"
    "When this creature enters or becomes the target of an Aura spell, you gain 1 life, "
    "then it gets +1/+1 until end of turn.",
    "When this creature enters or a creature dies, draw a card then it fights a creature.",
])
def test_603_2_near_variants_stay_unread(line: str) -> None:
    assert any(isinstance(a, UnsupportedAbility) for a in compile_line(line, "Test Creature"))


@pytest.mark.parametrize(("line", "read"), [
    # 603.4, 601.2a: "it" is the source in its own enters trigger
    ("When this creature enters, if you cast it from your hand, draw a card.", True),
    # after another object's event "it" is that object: not the source (The Sibsig
    # Ceremony's line destroyed every creature entering, tokens too, as the enchantment
    # itself had been cast)
    ("Whenever a creature you control enters, if you cast it, destroy that creature, then "
     "create a 2/2 black Zombie Druid creature token.", False),
    ("Whenever a creature enters, if you cast it from your hand, you gain 1 life.", False),
])
def test_603_4_you_cast_it_names_the_source_only_in_its_own_trigger(line: str,
                                                                    read: bool) -> None:
    abilities = compile_line(line, "Test Card")
    assert (not any(isinstance(a, UnsupportedAbility) for a in abilities)) is read
