"""611.3b with 601.2i: "as long as it was cast" (The Tarrasque): the permanent entered as a
spell that was cast; put onto the battlefield otherwise, it has nothing. Played through the
real engine."""

from __future__ import annotations

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_601_2i_the_tarrasque_cast_has_haste_and_ward(solve) -> None:
    """The Tarrasque cast from Alice's hand has haste and ward {10}, and attacks at once
    (Bob has no creature to fight): Bob 10."""
    out = solve("""
        name: tarrasque cast
        hand: {Alice: [{card: The Tarrasque, as: tarrasque}]}
        actions:
          - {cast: tarrasque}
          - {attack: [tarrasque]}
          - {pass: {to: end_of_combat}}
        expect:
          tarrasque: {has: [haste, "Ward {10}"]}
          player Bob: {life: 10}
    """)
    assert out.passed, out.failures


def test_601_2i_the_tarrasque_put_onto_the_battlefield_has_neither(solve) -> None:
    """The Tarrasque put onto the battlefield without being cast: no haste, no ward, and
    it can't attack this turn (302.6)."""
    out = solve("""
        name: tarrasque put
        hand: {Alice: [{card: The Tarrasque, as: tarrasque}]}
        actions:
          - {enter: {card: tarrasque}}
          - {attack: [tarrasque], refused: "summoning sickness"}
        expect:
          tarrasque: {lacks: [haste, "Ward {10}"]}
    """)
    assert out.passed, out.failures


def test_601_2i_as_long_as_it_was_cast_line_read() -> None:
    abilities = compile_text("The Tarrasque has haste and ward {10} as long as it was cast.",
                             "The Tarrasque", legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
