"""508.1c / 509.1b with 611.3b: "can't attack or block unless <condition>": both restrictions
while the condition doesn't hold (Hazoret the Fervent: cards in hand; Slumbering Dragon: its
own +1/+1 counters). Declared through the real engine; a refused declaration changes
nothing."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


def test_508_1c_hazoret_cant_attack_with_two_cards_in_hand(solve) -> None:
    """Alice holds two cards: Hazoret the Fervent (5/4, haste) can't attack; after she
    discards one to its ability (one card left), it attacks and deals 5."""
    out = solve("""
        name: hazoret
        turn: {number: 2}
        battlefield: [{card: Hazoret the Fervent, as: hazoret}]
        hand: {Alice: [Shock, Grizzly Bears]}
        actions:
          - {attack: [hazoret], refused: "can't attack"}
          - activate: {card: hazoret, ability: "{2}{R}", choices: {discard: Grizzly Bears}}
          - {attack: [hazoret]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 13}
    """)
    assert out.passed, out.failures


def test_509_1b_hazoret_cant_block_with_two_cards_in_hand(solve) -> None:
    """Bob attacks Alice with Grizzly Bears; Alice holds two cards: Hazoret can't block."""
    out = solve("""
        name: hazoret block
        players: [Bob, Alice]
        turn: {number: 2}
        battlefield:
          - {card: Hazoret the Fervent, as: hazoret, controller: Alice}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Shock, Grizzly Bears]}
        actions:
          - {attack: [bears]}
          - {block: {hazoret: bears}, refused: "can't block"}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_508_1c_slumbering_dragon_needs_five_counters(solve) -> None:
    """Slumbering Dragon with four +1/+1 counters can't attack; with five it can (a 8/8)."""
    out = solve("""
        name: slumbering dragon
        turn: {number: 2}
        battlefield: [{card: Slumbering Dragon, as: dragon, counters: {+1/+1: 4}}]
        actions:
          - {attack: [dragon], refused: "can't attack"}
          - {counters: {on: dragon, add: {+1/+1: 1}}}
          - {attack: [dragon]}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 12}
    """)
    assert out.passed, out.failures


LINES = [
    ("Hazoret the Fervent", "Hazoret can't attack or block unless you have one or fewer cards "
     "in hand."),
    ("Kefnet the Mindful", "Kefnet can't attack or block unless you have seven or more cards in "
     "hand."),
    ("Relic Golem", "This creature can't attack or block unless an opponent has eight or more "
     "cards in their graveyard."),
    ("Slumbering Dragon", "This creature can't attack or block unless it has five or more "
     "+1/+1 counters on it."),
    ("Wayward Swordtooth", "This creature can't attack or block unless you have the city's "
     "blessing."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_508_1c_509_1b_oracle_lines(name: str, line: str) -> None:
    got = compile_text(line, name, legendary=True)
    assert got is not None and len(got) == 1 and isinstance(got[0], StaticAbility)
    rules = {p.rule for e in got[0].effects for p in e.parts}
    assert rules == {"cant_attack", "cant_block"} and got[0].condition is not None
