"""611.3b with 122.1: "as long as there are N or more [kind] counters among <objects>": the
counters on all of them together. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_122_1_backstreet_bruiser_two_counters_among_creatures(solve) -> None:
    """Backstreet Bruiser (3/3, defender): one +1/+1 counter on Grizzly Bears: refused; a
    second counter of another kind (a shield counter) on the Bruiser itself makes
    two among Alice's creatures: it attacks for 3. Bob's creature's counters don't count."""
    out = solve("""
        name: bruiser one counter
        battlefield:
          - {card: Backstreet Bruiser, as: bruiser}
          - {card: Grizzly Bears, counters: {+1/+1: 1}}
          - {card: Hill Giant, controller: Bob, counters: {+1/+1: 3}}
        actions:
          - {attack: [bruiser], refused: "defender"}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: bruiser two counters
        battlefield:
          - {card: Backstreet Bruiser, as: bruiser, counters: {shield: 1}}
          - {card: Grizzly Bears, counters: {+1/+1: 1}}
        actions:
          - {attack: [bruiser]}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_122_1_lore_counters_among_sagas_you_control(solve) -> None:
    """Tom Bombadil's line on a test creature: two Sagas with two lore counters each make
    four: hexproof and indestructible; with three in all, neither."""
    board = """
        name: NAME
        battlefield:
          - {token: {name: Tom, types: [Creature], subtypes: [God], power: 4, toughness: 4,
                     text: "As long as there are four or more lore counters among Sagas you
                     control, Tom has hexproof and indestructible."}, as: tom}
          - {card: The Eldest Reborn, counters: {lore: 2}}
          - {card: The Eldest Reborn, counters: {lore: LORE}}
    """
    out = solve(board.replace("NAME", "four").replace("LORE", "2") + """
        expect:
          tom: {has: [hexproof, indestructible]}
    """)
    assert out.passed, out.failures
    out = solve(board.replace("NAME", "three").replace("LORE", "1") + """
        expect:
          tom: {lacks: [hexproof, indestructible]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Backstreet Bruiser", "As long as there are two or more counters among creatures you "
     "control, this creature can attack as though it didn't have defender."),
    ("Tom Bombadil", "As long as there are four or more lore counters among Sagas you "
     "control, Tom Bombadil has hexproof and indestructible."),
])
def test_122_1_counters_among_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
