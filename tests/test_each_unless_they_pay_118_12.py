"""118.12 / 101.4 / 118.3: "When this creature enters, each opponent sacrifices a permanent of
their choice unless they pay {3}." (Rishadan Brigand): "they" is each opponent in turn; each
decides whether to pay (offered only if they can), then those who didn't sacrifice."""

from __future__ import annotations

_BOARD = """
    name: Rishadan Brigand, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Swamp, controller: Bob, as: bob_1}
      - {card: Swamp, controller: Bob, as: bob_2}
      - {card: Swamp, controller: Bob, as: bob_3}
      - {card: Grizzly Bears, controller: Carol, as: carol_bear}
"""


def test_118_12_one_opponent_pays_the_other_cant_and_sacrifices(solve) -> None:
    """Bob pays {3} (his three Swamps tapped) and keeps everything; Carol has no mana, so she
    isn't asked, and sacrifices her only permanent."""
    out = solve(_BOARD + """
    actions:
      - {enter: {card: Rishadan Brigand}}
    choices: [true]
    expect:
      bob_1: {tapped: true, zone: battlefield}
      bob_3: {tapped: true, zone: battlefield}
      carol_bear: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_101_4_an_opponent_who_declines_sacrifices_their_own_choice(solve) -> None:
    """Bob declines to pay: he chooses which of his Swamps to sacrifice; Carol sacrifices her
    bear."""
    out = solve(_BOARD + """
    actions:
      - {enter: {card: Rishadan Brigand}}
    choices: [false, bob_2]
    expect:
      bob_1: {tapped: false, zone: battlefield}
      bob_2: {zone: graveyard}
      bob_3: {zone: battlefield}
      carol_bear: {zone: graveyard}
    """)
    assert out.passed, out.failures
