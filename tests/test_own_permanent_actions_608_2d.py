"""608.2d / 101.4: a player acting on permanents of their own choice as the effect resolves:
"Each player returns a creature they control to its owner's hand." (Curfew), "that player
returns a land they control to its owner's hand" (Mana Breach), "that player untaps a land
they control" (Rising Waters, 701.26b). Each chooses among their own permanents only; one
with a single such permanent has no choice, one with none does nothing."""

from __future__ import annotations


def test_608_2d_curfew_each_player_returns_one_of_their_creatures(solve) -> None:
    """Alice chooses her Hill Giant (her bear stays); Bob's only creature returns; Carol has
    none and her land stays."""
    out = solve("""
    name: Curfew, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Grizzly Bears, as: alice_bear}
      - {card: Hill Giant, as: alice_giant}
      - {card: Grizzly Bears, controller: Bob, as: bob_bear}
      - {card: Forest, controller: Carol, as: carol_forest}
    hand: {Alice: [Curfew]}
    actions:
      - {cast: Curfew}
    choices: [alice_giant]
    expect:
      alice_giant: {zone: hand}
      alice_bear: {zone: battlefield}
      bob_bear: {zone: hand, owner: Bob}
      carol_forest: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_603_2_mana_breach_that_player_returns_their_own_land(solve) -> None:
    """Bob casts Lightning Bolt: Bob (that player), not Alice, returns a land he controls."""
    out = solve("""
    name: Mana Breach
    battlefield:
      - {card: Mana Breach}
      - {card: Plains, as: alice_plains}
      - {card: Mountain, controller: Bob, as: bob_mountain}
    hand: {Bob: [Lightning Bolt]}
    actions:
      - {cast: Lightning Bolt, by: Bob, targets: [Alice]}
    expect:
      bob_mountain: {zone: hand}
      alice_plains: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_26b_rising_waters_the_active_player_untaps_one_land(solve) -> None:
    """In Bob's upkeep Bob untaps the one of his two tapped Islands he chooses; Alice's tapped
    land stays tapped (the lands don't untap in untap steps)."""
    out = solve("""
    name: Rising Waters
    battlefield:
      - {card: Rising Waters}
      - {card: Island, tapped: true, as: alice_island}
      - {card: Island, controller: Bob, tapped: true, as: bob_a}
      - {card: Island, controller: Bob, tapped: true, as: bob_b}
    library: {Alice: [Island, Island], Bob: [Swamp, Swamp]}
    actions:
      - pass: {to: precombat_main}
    choices: [bob_b]
    expect:
      bob_a: {tapped: true}
      bob_b: {tapped: false}
      alice_island: {tapped: true}
    """)
    assert out.passed, out.failures
