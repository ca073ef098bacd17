"""120.3 / 608.2h: "Spitting Earth deals damage to target creature equal to the number of
Mountains you control." — the amount counted as the spell resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.rules import instructions as I
from arbiter.rules.abilities import UnsupportedAbility


def test_120_3_spitting_earth_counts_mountains_as_it_resolves(solve) -> None:
    """Alice controls three Mountains (and a Forest): Spitting Earth deals 3 damage to Bob's
    Hill Giant (3/3), which dies; a second one, after a Mountain is gone, deals 2 to his
    Grizzly Bears (2/2), which die too."""
    out = solve("""
        name: spitting earth
        battlefield:
          - {card: Mountain, as: m1}
          - Mountain
          - Mountain
          - Forest
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Spitting Earth, Spitting Earth]}
        actions:
          - {cast: Spitting Earth, targets: [giant]}
          - {move: {card: m1, to: graveyard}}
          - {cast: Spitting Earth, targets: [bears]}
        expect:
          giant: {zone: graveyard}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_120_3_fewer_mountains_less_damage(solve) -> None:
    """With two Mountains Spitting Earth deals 2 damage: Bob's Hill Giant (3/3) survives with
    2 damage marked."""
    out = solve("""
        name: spitting earth two
        battlefield:
          - Mountain
          - Mountain
          - {card: Hill Giant, controller: Bob, as: giant}
        hand: {Alice: [Spitting Earth]}
        actions:
          - {cast: Spitting Earth, targets: [giant]}
        expect:
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures
    giant = next(o for o in out.game.state.battlefield()
                 if out.game.chars(o).name == "Hill Giant")
    assert out.game.obj(giant).damage == 2


LINES = [
    ("Spitting Earth", "Spitting Earth deals damage to target creature equal to the number of "
     "Mountains you control.", True),
    ("Skred", "Skred deals damage to target creature equal to the number of snow permanents "
     "you control.", True),
    ("Fire Dragon", "When this creature enters, it deals damage to target creature equal to "
     "the number of Mountains you control.", True),
    # The number is about the target player, "that player" (608.2b).
    ("Gaze of Adamaro", "Gaze of Adamaro deals damage to target player equal to the number of "
     "cards in that player's hand.", True),
]


@pytest.mark.parametrize(("card", "line", "read"), LINES)
def test_120_3_damage_equal_to_lines(catalog: Catalog, card: str, line: str,
                                     read: bool) -> None:
    mine = [a for a in catalog.abilities(card, 0) if a.text == line]
    assert len(mine) == 1
    if read:
        assert isinstance(mine[0].instructions[0], I.DealDamage)
    else:
        assert isinstance(mine[0], UnsupportedAbility)
