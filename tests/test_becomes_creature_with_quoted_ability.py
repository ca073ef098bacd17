"""Creature lands: "Until end of turn, this land becomes a 3/3 ... creature with "<ability>."
It's still a land." (611.2a, 205.1b, 613.1f: the quoted ability is added in layer 6 with the
effect's timestamp). 604.3a(2): a power-and-toughness ability granted this way isn't
characteristic-defining: it applies in layer 7b by timestamp (613.4b, 613.7a)."""

from __future__ import annotations


def test_613_1f_raging_ravine_attacks_and_gets_a_counter(solve) -> None:
    """Raging Ravine animated (a 3/3 with "Whenever this creature attacks, put a +1/+1 counter
    on it.") attacks: the trigger puts a counter on it, 4/4; it is still a land."""
    out = solve("""
    name: raging ravine
    battlefield:
      - {card: Mountain}
      - {card: Forest}
      - {card: Mountain}
      - {card: Forest}
      - {card: Raging Ravine, as: ravine, summoning_sick: false, tapped: false}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {activate: {card: ravine, ability: "{2}{R}{G}"}}
      - {attack: [ravine]}
      - {block: {}}
    expect:
      ravine: {power: 4, toughness: 4, types: [Land, Creature]}
    """)
    assert out.passed, out.failures


def test_604_3a_svogthos_granted_pt_applies_in_7b_after_humility(solve) -> None:
    """Humility was there first: in layer 6 it removes all abilities, then Svogthos's effect
    (later) adds "This creature's power and toughness are each equal to the number of creature
    cards in your graveyard." That ability isn't a CDA (604.3a(2): granted, not printed), so
    in layer 7b it applies after Humility's 1/1 by timestamp (613.7a): two creature cards in
    Alice's graveyard make it 2/2, not 1/1."""
    out = solve("""
    name: svogthos under humility
    battlefield:
      - {card: Humility}
      - {card: "Svogthos, the Restless Tomb", as: tomb}
      - {card: Swamp}
      - {card: Forest}
      - {card: Swamp}
      - {card: Forest}
      - {card: Swamp}
    graveyard: {Alice: [Grizzly Bears, Grizzly Bears, Forest]}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {activate: {card: tomb, ability: "{3}{B}{G}"}}
    expect:
      tomb: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures
