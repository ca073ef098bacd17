"""509.1b / 611.3b / 506.2: "This creature can't be blocked as long as defending player
controls an artifact" and the like, played through the real engine: the restriction holds
while the creature's own defending player controls what the line names."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Neurok Spy",
     "This creature can't be blocked as long as defending player controls an artifact."),
    ("Bubbling Beebles",
     "This creature can't be blocked as long as defending player controls an enchantment."),
    ("Hazy Homunculus",
     "This creature can't be blocked as long as defending player controls an untapped land."),
    ("Arctic Foxes",
     "This creature can't be blocked by creatures with power 2 or greater as long as "
     "defending player controls a snow land."),
    ("Ayesha Tanaka, Armorer",
     "Ayesha Tanaka can't be blocked as long as defending player controls three or more "
     "artifacts."),
])
def test_509_1b_defending_player_evasion_real_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility) and ab.condition is not None, ab


def test_509_1b_each_creature_you_control_with_defending_player_stays_unread() -> None:
    """Tanglewalker's "Each creature you control can't be blocked as long as defending player
    controls an artifact land" asks each attacker's own defending player: not read."""
    (ab,) = compile_line("Each creature you control can't be blocked as long as defending "
                         "player controls an artifact land.", "Tanglewalker")
    assert isinstance(ab, UnsupportedAbility)


def test_509_1b_neurok_spy_cant_be_blocked_when_bob_controls_an_artifact(solve) -> None:
    """Bob controls Sol Ring: Neurok Spy (2/2) can't be blocked; the block is refused and Bob
    takes 2."""
    out = solve("""
        name: neurok spy unblockable
        turn: {number: 2}
        battlefield:
          - {card: Neurok Spy, as: spy}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Sol Ring, controller: Bob}
        actions:
          - {attack: [spy]}
          - {block: {bears: spy}, refused: "can't be blocked"}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_509_1b_neurok_spy_blocked_when_only_its_controller_has_an_artifact(solve) -> None:
    """The artifact is Alice's, not the defending player's: Bob's Grizzly Bears block Neurok
    Spy, and both 2/2s die."""
    out = solve("""
        name: neurok spy blocked
        turn: {number: 2}
        battlefield:
          - {card: Neurok Spy, as: spy}
          - {card: Sol Ring}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [spy]}
          - {block: {bears: spy}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 20}
          spy: {zone: graveyard}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_509_1b_hazy_homunculus_untapped_land_of_the_defending_player(solve) -> None:
    """Bob's only land is tapped: Hazy Homunculus (1/1) can be blocked. With an untapped
    land it can't."""
    out = solve("""
        name: hazy homunculus tapped land
        turn: {number: 2}
        battlefield:
          - {card: Hazy Homunculus, as: homunculus}
          - {card: Forest, controller: Bob, tapped: true}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [homunculus]}
          - {block: {bears: homunculus}}
          - {pass: end_of_turn}
        expect:
          homunculus: {zone: graveyard}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: hazy homunculus untapped land
        turn: {number: 2}
        battlefield:
          - {card: Hazy Homunculus, as: homunculus}
          - {card: Forest, controller: Bob}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [homunculus]}
          - {block: {bears: homunculus}, refused: "can't be blocked"}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 19}
    """, name="untapped.yaml")
    assert out.passed, out.failures


def test_509_1b_arctic_foxes_only_small_creatures_block_it_against_snow(solve) -> None:
    """Bob controls a Snow-Covered Forest: Arctic Foxes (1/1) can't be blocked by Hill Giant
    (power 3); Llanowar Elves (power 1) may block it."""
    out = solve("""
        name: arctic foxes
        turn: {number: 2}
        battlefield:
          - {card: Arctic Foxes, as: foxes}
          - {card: Snow-Covered Forest, controller: Bob}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        actions:
          - {attack: [foxes]}
          - {block: {giant: foxes}, refused: "can't be blocked by"}
          - {block: {elves: foxes}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
