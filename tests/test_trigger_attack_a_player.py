"""508.1a, 603.2: "Whenever one or more Merfolk you control attack a player, draw a card."
(Attuma, Atlantean Warlord) and "Whenever two or more creatures you control attack a
player" (Landroval) trigger once for each player attacked by enough of those creatures as
attackers are declared; creatures attacking a planeswalker don't attack a player (506.3)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_ATTUMA = """
        name: attuma
        battlefield:
          - {card: "Attuma, Atlantean Warlord", as: attuma}
          - {card: Grizzly Bears, as: bears}
          - {card: Jace Beleren, as: jace, controller: Bob}
        library: {Alice: [Island, Island, Island]}
        actions:
"""


def test_508_1a_a_merfolk_attacks_a_player_draw_once(solve) -> None:
    """Attuma (a Merfolk) and the Bears attack Bob: one card."""
    out = solve(_ATTUMA + """
          - {attack: [attuma, bears]}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_508_1a_no_merfolk_among_the_attackers(solve) -> None:
    out = solve(_ATTUMA + """
          - {attack: [bears]}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_506_3_a_merfolk_attacking_a_planeswalker_attacks_no_player(solve) -> None:
    """Attuma attacks Bob's Jace, the Bears attack Bob: no Merfolk attacks a player."""
    out = solve(_ATTUMA + """
          - {attack: {attuma: jace, bears: Bob}}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


_LANDROVAL = """
        name: landroval
        battlefield:
          - {card: "Landroval, Horizon Witness", as: landroval}
          - {card: Grizzly Bears, as: bears}
        actions:
"""


def test_508_1a_two_creatures_attack_a_player(solve) -> None:
    """Landroval and the Bears attack Bob: the Bears (attacking, without flying) gain
    flying."""
    out = solve(_LANDROVAL + """
          - {attack: [landroval, bears], choices: {target: bears}}
        expect:
          bears: {has: [Flying]}
    """)
    assert out.passed, out.failures


def test_508_1a_one_attacker_is_not_two(solve) -> None:
    out = solve(_LANDROVAL + """
          - {attack: [bears]}
        expect:
          bears: {lacks: [Flying]}
    """)
    assert out.passed, out.failures


def test_508_1a_that_player_is_the_player_attacked(solve) -> None:
    """Gornog: "Whenever one or more Warriors you control attack a player, target creature
    that player controls becomes a Coward." Gornog attacks Bob: his Hill Giant becomes a
    Coward, and Gornog (an attacking Warrior) gets +1/+0 for it."""
    out = solve("""
        name: gornog
        battlefield:
          - {card: "Gornog, the Red Reaper", as: gornog}
          - {card: Hill Giant, as: giant, controller: Bob}
        actions:
          - {attack: [gornog], choices: {target: giant}}
        expect:
          giant: {subtypes: [Coward]}
          gornog: {power: 3}
    """)
    assert out.passed, out.failures


def test_508_1a_you_attack_a_player_with_a_creature_with_power_4(solve) -> None:
    """Bitter Work: "Whenever you attack a player with one or more creatures with power 4 or
    greater, draw a card." The Bears (power 2) attack alone: nothing; with a Craw Wurm
    (power 6): one card."""
    board = """
        name: bitter work
        battlefield:
          - {card: Bitter Work}
          - {card: Grizzly Bears, as: bears}
          - {card: Craw Wurm, as: wurm}
        library: {Alice: [Island, Island]}
        actions:
"""
    out = solve(board + """
          - {attack: [bears]}
        expect:
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures
    out = solve(board + """
          - {attack: [bears, wurm]}
        expect:
          player Alice: {hand_size: 1}
    """, name="wurm.yaml")
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # the attackers named or counted: not bound for this event
    "Whenever one or more creatures you control attack a player, they gain menace until end "
    "of turn.",
    "Whenever one or more creatures you control attack a player, create that many Treasure "
    "tokens.",
    # not the attacking player's creatures
    "Whenever one or more creatures your opponents control attack a player, draw a card.",
])
def test_508_1a_near_variants_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Some Card")
    assert not isinstance(ab, TriggeredAbility)
