"""701.21a: "sacrifices a creature of their choice with flying" (Clip Wings, Run Afoul, Exile
into Darkness): the object's "with" words may follow "of their choice"; each player sacrifices
one of their own creatures that has the quality, and one with none sacrifices nothing."""

from __future__ import annotations


def test_701_21a_clip_wings_each_opponent_sacrifices_a_flyer(solve) -> None:
    """Bob's only flyer is sacrificed, his Grizzly Bears stays; Carol has no flyer and keeps
    her bear; Alice's own flyer is untouched (each opponent)."""
    out = solve("""
    name: Clip Wings, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {card: Suntail Hawk, as: alice_hawk}
      - {card: Suntail Hawk, controller: Bob, as: bob_hawk}
      - {card: Grizzly Bears, controller: Bob, as: bob_bear}
      - {card: Grizzly Bears, controller: Carol, as: carol_bear}
    hand: {Alice: [Clip Wings]}
    actions:
      - {cast: Clip Wings}
    expect:
      bob_hawk: {zone: graveyard}
      bob_bear: {zone: battlefield}
      carol_bear: {zone: battlefield}
      alice_hawk: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_21a_exile_into_darkness_mana_value_three_or_less(solve) -> None:
    """Bob controls Hill Giant (mana value 4) and Grizzly Bears (2): only the bear qualifies,
    so it is the one sacrificed."""
    out = solve("""
    name: Exile into Darkness
    battlefield:
      - {card: Hill Giant, controller: Bob, as: giant}
      - {card: Grizzly Bears, controller: Bob, as: bear}
    hand: {Alice: [Exile into Darkness]}
    actions:
      - {cast: Exile into Darkness, targets: [Bob]}
    expect:
      bear: {zone: graveyard}
      giant: {zone: battlefield}
    """)
    assert out.passed, out.failures
