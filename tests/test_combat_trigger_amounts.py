"""603.2, 120.3, 510.2: "that much" in a triggered ability on an event with an amount (the
damage dealt, the life gained or lost) is that event's amount, and "Whenever ~ is dealt
combat damage" (510.2) triggers once per combat damage step with all the combat damage the
permanent was dealt. Played through real combat; lines where "that much" names nothing the
event carries stay unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line, compile_text
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.structure import nodes


@pytest.mark.parametrize(("name", "line", "event"), [
    ("Pious Warrior", "Whenever this creature is dealt combat damage, you gain that much "
     "life.", "dealt_combat_damage"),
    ("Sunhome Enforcer", "Whenever this creature deals combat damage, you gain that much life.",
     "deals_combat_damage"),
    ("Flayed Nim", "Whenever this creature deals combat damage to a creature, that creature's "
     "controller loses that much life.", "combat_damage_to_creature"),
    ("Emberwilde Caliph", "Whenever this creature deals damage, you lose that much life.",
     "deals_damage"),
    ("Essence Sliver", "Whenever a Sliver deals damage, its controller gains that much life.",
     "deals_damage"),
])
def test_603_2_that_much_is_the_event_amount(name: str, line: str, event: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == event
    assert any(isinstance(n, V.EventAmount) for n in nodes(ab.instructions))
    assert not any(isinstance(n, V.ThatMuch) for n in nodes(ab.instructions))


@pytest.mark.parametrize("line", [
    # no amount in the event
    "Whenever this creature attacks, you gain that much life.",
    # ("Whenever you attack with one or more legendary creatures, you gain that much life.",
    # Amazing Alliance's text, is read: the number of those attackers, 603.2c,
    # tests/test_trigger_attackers_that_many.py)
    # an earlier instruction's own damage could be what "that much" names
    "Whenever this creature deals combat damage to a player, it deals 2 damage to any target "
    "and you gain that much life.",
    # "each other creature": other than the creature dealt damage, not than the source
    "Whenever equipped creature deals damage to a blocking creature, this Equipment deals "
    "that much damage to each other creature defending player controls.",
    # not a triggered ability: nothing for "that much" to name
    "You gain that much life.",
    "{T}: You gain that much life.",
])
def test_603_2_that_much_without_an_event_amount_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None


def test_510_2_pious_warrior_gains_the_combat_damage_it_is_dealt(solve) -> None:
    """Bob's Hill Giant (3/3) attacks and Alice's Pious Warrior (2/3) blocks: the Warrior is
    dealt 3 combat damage and dies, and its controller gains 3 life (603.2: it triggered as
    the damage was dealt, before it died)."""
    out = solve("""
        name: pious warrior
        players: [Bob, Alice]
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Pious Warrior, controller: Alice, as: warrior}
        actions:
          - {attack: [giant]}
          - {block: {warrior: giant}}
          - {pass: {to: end_of_combat}}
        expect:
          warrior: {zone: graveyard}
          player Alice: {life: 23}
    """)
    assert out.passed, out.failures


def test_510_2_noncombat_damage_doesnt_trigger_is_dealt_combat_damage(solve) -> None:
    """Shock deals 2 damage to Pious Warrior: not combat damage, no life gained."""
    out = solve("""
        name: pious warrior shocked
        battlefield:
          - {card: Pious Warrior, controller: Bob, as: warrior}
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [warrior]}
        expect:
          warrior: {zone: battlefield}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_510_2_sunhome_enforcer_gains_all_the_combat_damage_it_deals(solve) -> None:
    """Sunhome Enforcer (2/4) attacks unblocked: 2 combat damage to Bob, 2 life for Alice."""
    out = solve("""
        name: sunhome enforcer
        battlefield:
          - {card: Sunhome Enforcer, as: enforcer}
        actions:
          - {attack: [enforcer]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
          player Alice: {life: 22}
    """)
    assert out.passed, out.failures


def test_603_2_flayed_nim_that_creatures_controller_loses_that_much(solve) -> None:
    """Alice's Flayed Nim (2/2) attacks and Bob's Hill Giant (3/3) blocks: the Nim deals 2
    combat damage to the Giant, and the Giant's controller loses 2 life."""
    out = solve("""
        name: flayed nim
        battlefield:
          - {card: Flayed Nim, as: nim}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {attack: [nim]}
          - {block: {giant: nim}}
          - {pass: {to: end_of_combat}}
        expect:
          giant: {zone: battlefield}
          player Bob: {life: 18}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
