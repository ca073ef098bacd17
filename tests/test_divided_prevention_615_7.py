"""615.7 / 601.2d: "Prevent the next 5 damage that would be dealt this turn to any number of
targets, divided as you choose." (Remedy): the division is announced as the spell is cast
(each target at least 1); each target gets a prevention shield of its share."""

from __future__ import annotations

_BOARD = """
name: remedy
battlefield:
  - {card: Grizzly Bears, as: bears}
hand:
  Alice: [Remedy, Lava Axe, Lightning Bolt]
"""


def test_615_7_remedy_shields_each_target_with_its_share(solve) -> None:
    """Remedy divides 5 as 2 to Alice and 3 to her Bears. Then Lava Axe (5) at Alice: 2
    prevented, she is at 17; Lightning Bolt (3) at the Bears: all 3 prevented, they live."""
    out = solve(_BOARD + """
actions:
  - {cast: Remedy, targets: [Alice, bears], choices: {divide: {Alice: 2, bears: 3}}}
  - {cast: Lava Axe, targets: [Alice]}
  - {cast: Lightning Bolt, targets: [bears]}
expect:
  player Alice: {life: 17}
  bears: {zone: battlefield}
""")
    assert out.failures == []


def test_601_2d_remedy_each_target_at_least_one_and_the_whole(solve) -> None:
    """601.2d: a division that doesn't add up to 5 is refused;
    Remedy stays in Alice's hand."""
    out = solve(_BOARD + """
actions:
  - {cast: Remedy, targets: [Alice, bears], choices: {divide: [1, 1]}, refused: "601.2d"}
expect:
  Remedy: {zone: hand}
""")
    assert out.failures == []
