"""615.7: a prevention shield around each of a group, found as the effect is created: "Prevent
the next 1 damage that would be dealt to each creature you control this turn." (Samite
Censer-Bearer), "... to each creature and each player this turn." (Kitsune Palliator)."""

from __future__ import annotations


def test_615_7_samite_censer_bearer_shields_only_your_creatures(solve) -> None:
    """Alice sacrifices Samite Censer-Bearer: each creature she controls gets a 1-damage shield.
    Shock (2) at her Bears: 1 prevented, 1 dealt, they live. Shock at Bob's Grizzly Bears: no
    shield, they die."""
    out = solve("""
name: samite censer-bearer
battlefield:
  - {card: Samite Censer-Bearer, as: samite}
  - {card: Grizzly Bears, as: bears}
  - {card: Grizzly Bears, as: bobs_bears, controller: Bob}
hand:
  Alice: [{card: Shock, as: shock1}, {card: Shock, as: shock2}]
actions:
  - {activate: {card: samite, ability: 1}}
  - {cast: shock1, targets: [bears]}
  - {cast: shock2, targets: [bobs_bears]}
expect:
  samite: {zone: graveyard}
  bears: {zone: battlefield}
  bobs_bears: {zone: graveyard}
""")
    assert out.failures == []


def test_615_7_kitsune_palliator_shields_each_creature_and_each_player(solve) -> None:
    """Kitsune Palliator: Lightning Bolt (3) at Bob: 1 prevented, Bob at 18; Shock (2) at
    Bob's Grizzly Bears: 1 prevented, they live."""
    out = solve("""
name: kitsune palliator
battlefield:
  - {card: Kitsune Palliator, as: fox}
  - {card: Grizzly Bears, as: bobs_bears, controller: Bob}
hand:
  Alice: [Lightning Bolt, Shock]
actions:
  - {activate: {card: fox, ability: 1}}
  - {cast: Lightning Bolt, targets: [Bob]}
  - {cast: Shock, targets: [bobs_bears]}
expect:
  player Bob: {life: 18}
  bobs_bears: {zone: battlefield}
""")
    assert out.failures == []


def test_615_7_fylgja_shields_the_enchanted_creature(solve) -> None:
    """Fylgja on Alice's Grizzly Bears: removing a healing counter puts a 1-damage shield
    around the enchanted creature; Shock (2) then deals 1, and the Bears live."""
    out = solve("""
name: fylgja
battlefield:
  - {card: Grizzly Bears, as: bears}
  - {card: Fylgja, as: aura, attached_to: bears}
hand:
  Alice: [Shock]
actions:
  - {activate: {card: aura, ability: "Remove a healing counter"}}
  - {cast: Shock, targets: [bears]}
expect:
  bears: {zone: battlefield}
  aura: {counters: {healing: 3}}
""")
    assert out.failures == []
