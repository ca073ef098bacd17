"""508.1a, 603.2: "Whenever a player attacks with three or more creatures, you draw a card."
and "Whenever a player attacks with five or more creatures, Aurelia deals 3 damage to each
of your opponents and you gain 3 life." (Aurelia, the Law Above): any player's attack, once
as attackers are declared, counting the creatures declared."""

from __future__ import annotations

_BOARD = """
        name: aurelia
        battlefield:
          - {card: "Aurelia, the Law Above", controller: Bob}
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Grizzly Bears, as: b3}
          - {card: Grizzly Bears, as: b4}
          - {card: Grizzly Bears, as: b5}
        library: {Alice: [Island], Bob: [Island, Island]}
        actions:
"""


def test_508_1a_an_opponents_attack_with_three_creatures_draws(solve) -> None:
    """Alice attacks Bob with three Bears: Bob (Aurelia's controller) draws a card; the
    five-creature ability doesn't trigger (no life gained or lost as attackers are
    declared)."""
    out = solve(_BOARD + """
          - {attack: [b1, b2, b3]}
        expect:
          player Bob: {hand_size: 1, life: 20}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_508_1a_two_attackers_arent_enough(solve) -> None:
    out = solve(_BOARD + """
          - {attack: [b1, b2]}
        expect:
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_508_1a_five_attackers_trigger_both(solve) -> None:
    """Five Bears attack: Bob draws a card, Aurelia deals 3 damage to Alice and Bob gains 3
    life."""
    out = solve(_BOARD + """
          - {attack: [b1, b2, b3, b4, b5]}
        expect:
          player Bob: {hand_size: 1, life: 23}
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures
