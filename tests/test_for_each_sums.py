"""613.4c, 107.1: "+1/+1 for each A and each B" (the number of A plus the number of B), "for
each opponent you have" (102.2), "for each card in your opponents' hands" (402.1); and
611.3a conditions on a tapped or untapped source ("As long as this creature is untapped,
green creatures you control get +1/+1."). Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text


def test_613_4c_moon_vigil_adherents_creatures_and_creature_cards(solve) -> None:
    """Moon-Vigil Adherents (0/0): itself and Grizzly Bears, plus one creature card in
    Alice's graveyard: 3/3. The land card in her graveyard and Bob's creature and creature
    card don't count."""
    out = solve("""
        name: adherents
        battlefield:
          - {card: Moon-Vigil Adherents, as: adherents}
          - Grizzly Bears
          - {card: Savannah Lions, controller: Bob}
        graveyard:
          Alice: [Llanowar Elves, Forest]
          Bob: [Grizzly Bears]
        expect:
          adherents: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_102_2_blazing_sunsteel_for_each_opponent(solve) -> None:
    """Blazing Sunsteel on Grizzly Bears: +1/+0 for Bob (3/2); with three players, +2/+0."""
    out = solve("""
        name: sunsteel
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Blazing Sunsteel, attached_to: bears}
        expect:
          bears: {power: 3, toughness: 2}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: sunsteel three players
        players: [Alice, Bob, Carol]
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Blazing Sunsteel, attached_to: bears}
        expect:
          bears: {power: 4, toughness: 2}
    """)
    assert out.passed, out.failures


def test_402_1_enemy_of_enlightenment_cards_in_opponents_hands(solve) -> None:
    """Enemy of Enlightenment (5/5): Bob holds two cards, Alice three: a 3/3."""
    out = solve("""
        name: enemy
        battlefield: [{card: Enemy of Enlightenment, as: enemy}]
        hand:
          Alice: [Forest, Forest, Forest]
          Bob: [Island, Island]
        expect:
          enemy: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures


def test_611_3a_juniper_order_advocate_while_untapped(solve) -> None:
    """Juniper Order Advocate: untapped, Alice's Grizzly Bears (green) are 3/3 and her
    Savannah Lions (white) 2/1; tapped, the Bears are 2/2."""
    for tapped, size in (("false", 3), ("true", 2)):
        out = solve(f"""
            name: advocate tapped {tapped}
            battlefield:
              - {{card: Juniper Order Advocate, tapped: {tapped}}}
              - {{card: Grizzly Bears, as: bears}}
              - {{card: Savannah Lions, as: lions}}
            expect:
              bears: {{power: {size}, toughness: {size}}}
              lions: {{power: 2, toughness: 1}}
        """)
        assert out.passed, out.failures


def test_611_3a_sword_of_the_paruns_tapped_and_untapped(solve) -> None:
    """Sword of the Paruns on Grizzly Bears: untapped, the Bears and an untapped Savannah
    Lions get +0/+2; once the Bears attack (tapped), tapped creatures get +2/+0 instead:
    the Bears deal 4 to Bob, and the untapped Lions get nothing."""
    out = solve("""
        name: paruns untapped
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Sword of the Paruns, attached_to: bears}
          - {card: Savannah Lions, as: lions}
        expect:
          bears: {power: 2, toughness: 4}
          lions: {power: 2, toughness: 3}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: paruns attacking
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Sword of the Paruns, attached_to: bears}
          - {card: Savannah Lions, as: lions}
        actions:
          - {attack: [bears]}
          - {pass: {to: end_of_combat}}
        expect:
          bears: {power: 4, toughness: 2}
          lions: {power: 2, toughness: 1}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Multani, Yavimaya's Avatar",
     "Multani gets +1/+1 for each land you control and each land card in your graveyard."),
    ("Moon-Vigil Adherents", "This creature gets +1/+1 for each creature you control and each "
     "creature card in your graveyard."),
    ("Desmond Miles", "Desmond Miles gets +1/+0 for each other Assassin you control and each "
     "Assassin card in your graveyard."),
    ("Cid, Timeless Artificer", "Artifact creatures and Heroes you control get +1/+1 for each "
     "Artificer you control and each Artificer card in your graveyard."),
    ("Blazing Sunsteel", "Equipped creature gets +1/+0 for each opponent you have."),
    ("Enemy of Enlightenment",
     "This creature gets -1/-1 for each card in your opponents' hands."),
    ("Juniper Order Advocate",
     "As long as this creature is untapped, green creatures you control get +1/+1."),
    ("Spectral Guardian",
     "As long as this creature is untapped, noncreature artifacts have shroud."),
    ("Sword of the Paruns", "As long as equipped creature is tapped, tapped creatures you "
     "control get +2/+0."),
])
def test_613_4c_for_each_sum_lines_read(name: str, line: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
