"""701.26a / 603.2: "Whenever this land becomes tapped" triggers whenever the untapped
permanent is tapped, for any reason: for mana while paying a spell's cost (601.2g), by a
{T} cost, by an effect ("Tap target land"), by attacking (508.1f). A permanent that enters
tapped doesn't become tapped, and tapping a tapped permanent isn't an event."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def test_701_26a_city_of_brass_tapped_for_mana_deals_1(solve) -> None:
    """City of Brass pays for Lightning Bolt: it becomes tapped, its trigger goes on the
    stack above the Bolt and deals 1 damage to Alice."""
    out = solve("""
        name: city of brass for mana
        battlefield: [{card: City of Brass, as: city}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          city: {tapped: true}
          player Alice: {life: 19}
          player Bob: {life: 17}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_701_26a_city_of_brass_tapped_by_an_effect_deals_1(solve) -> None:
    """Icy Manipulator taps Bob's City of Brass: its trigger deals 1 damage to Bob, its
    controller ("you"), and none to Alice."""
    out = solve("""
        name: city of brass tapped by icy
        battlefield:
          - {card: Icy Manipulator, as: icy}
          - {card: City of Brass, as: city, controller: Bob}
        actions:
          - {activate: {card: icy, ability: 1, targets: [city]}}
        expect:
          city: {tapped: true}
          player Alice: {life: 20}
          player Bob: {life: 19}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_701_26a_entering_tapped_is_not_becoming_tapped(solve) -> None:
    out = solve("""
        name: city enters tapped
        battlefield:
          - {card: City of Brass, as: city, tapped: true}
        expect:
          city: {tapped: true}
          player Alice: {life: 20}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_701_26a_psychic_venom_damages_the_lands_controller(solve) -> None:
    """Bob's Psychic Venom on Alice's Mountain: Alice taps the Mountain for Lightning Bolt and
    Psychic Venom deals 2 damage to her (the land's controller), not to Bob."""
    out = solve("""
        name: psychic venom
        battlefield:
          - {card: Mountain, as: mountain}
          - {card: Psychic Venom, controller: Bob, attached_to: mountain}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          player Alice: {life: 18}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_701_26a_blight_destroys_the_land_when_it_becomes_tapped(solve) -> None:
    out = solve("""
        name: blight
        battlefield:
          - {card: Swamp, as: swamp}
          - {card: Blight, controller: Bob, attached_to: swamp}
        hand: {Alice: [Duress]}
        actions:
          - {cast: Duress, targets: [Bob], pay: true}
        expect:
          swamp: {zone: graveyard}
          Blight: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_26a_lifetap_opponents_forest_attacking_is_not_a_forest(solve) -> None:
    """Lifetap (Bob's): Alice's Forest tapped for mana gives Bob 1 life; Alice's Swamp
    doesn't."""
    out = solve("""
        name: lifetap
        battlefield:
          - Forest
          - Swamp
          - {card: Lifetap, controller: Bob}
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, pay: true}
        expect:
          Forest: {tapped: true}
          Swamp: {tapped: true}
          player Bob: {life: 21}
    """)
    assert out.passed, out.failures


def test_701_26a_a_creature_tapped_by_attacking_becomes_tapped(solve) -> None:
    """Chrome Companion attacks (508.1f taps it): Alice gains 1 life."""
    out = solve("""
        name: tapped by attacking
        battlefield:
          - {card: Chrome Companion, as: companion}
        actions:
          - {attack: [companion]}
        expect:
          companion: {tapped: true}
          player Alice: {life: 21}
    """)
    assert out.passed, out.failures


def test_701_26a_tapping_a_tapped_permanent_is_no_event(solve) -> None:
    """Icy Manipulator targets Bob's City of Brass that is already tapped: no damage."""
    out = solve("""
        name: already tapped
        battlefield:
          - {card: Icy Manipulator, as: icy}
          - {card: City of Brass, as: city, controller: Bob, tapped: true}
        actions:
          - {activate: {card: icy, ability: 1, targets: [city]}}
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_701_26b_becomes_untapped_by_an_effect(solve) -> None:
    """Vitalize untaps Alice's tapped Wake Thrasher and Grizzly Bears: two permanents become
    untapped (the untapped, summoning-sick Llanowar Elves doesn't; the Forest that paid stays
    tapped), Wake Thrasher gets +2/+2."""
    out = solve("""
        name: wake thrasher
        battlefield:
          - {card: Wake Thrasher, as: thrasher, tapped: true}
          - {card: Grizzly Bears, tapped: true}
          - {card: Llanowar Elves, summoning_sick: true}
          - Forest
        hand: {Alice: [Vitalize]}
        actions:
          - {cast: Vitalize, pay: true}
        expect:
          thrasher: {tapped: false, power: 3, toughness: 3}
          Forest: {tapped: true}
    """)
    assert out.passed, out.failures


def test_701_26b_becomes_untapped_in_the_untap_step(solve) -> None:
    """Alice's next untap step untaps her tapped Wake Thrasher and Forest: +2/+2 until end of
    that turn (the trigger waits for the upkeep, 502.4)."""
    out = solve("""
        name: wake thrasher untap step
        battlefield:
          - {card: Wake Thrasher, as: thrasher, tapped: true}
          - {card: Forest, tapped: true}
          - {card: Island, controller: Bob, tapped: true}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        actions:
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: draw}}
        expect:
          thrasher: {tapped: false, power: 3, toughness: 3}
          game: {turn: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "card", "subject"), [
    ("Whenever this land becomes tapped, it deals 1 damage to you.", "City of Brass", "self"),
    ("When enchanted land becomes tapped, destroy it.", "Blight", "enchanted"),
    ("Whenever enchanted land becomes tapped, this Aura deals 2 damage to that land's "
     "controller.", "Psychic Venom", "enchanted"),
    ("Whenever a Forest an opponent controls becomes tapped, you gain 1 life.", "Lifetap",
     "any"),
    ("Whenever this creature becomes tapped, you gain 1 life and scry 1.",
     "Samite Herbalist", "self"),
    ("Whenever a permanent you control becomes untapped, this creature gets +1/+1 until end "
     "of turn.", "Wake Thrasher", "any"),
    ("Inspired — Whenever this creature becomes untapped, target creature you control gains "
     "intimidate until end of turn.", "Warchanter of Mogis", "self"),
])
def test_701_26a_becomes_tapped_oracle_lines(line: str, card: str, subject: str) -> None:
    (ab,) = compile_text(line, card)
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger is not None
    assert ab.trigger.event in ("becomes_tapped", "becomes_untapped")
    assert ab.trigger.event.endswith("untapped") == ("untapped" in line)
    assert ab.trigger.subject == subject
