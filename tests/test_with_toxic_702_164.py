"""702.164a: "creatures you control with toxic" are those with a toxic ability (any toxic N).
Skrelv's Hive: "Corrupted — As long as an opponent has three or more poison counters,
creatures you control with toxic have lifelink." Flensing Raptor, Plague Nurse and Slaughter
Singer name creatures with toxic too."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts


def test_702_164a_cards_naming_creatures_with_toxic_are_read() -> None:
    for name in ("Skrelv's Hive", "Flensing Raptor", "Plague Nurse", "Slaughter Singer"):
        assert not [u for a in Catalog().abilities(name, 0) for u in unread_parts(a)], name


@pytest.mark.parametrize(("poison", "lifelink"), [(3, True), (2, False)])
def test_702_164a_skrelvs_hive_gives_creatures_with_toxic_lifelink(solve, poison: int,
                                                                   lifelink: bool) -> None:
    """Bob at three poison counters: Alice's Bloated Contaminator (toxic 1) has lifelink,
    her Grizzly Bears (no toxic) doesn't; at two, neither has it."""
    out = solve("""
        name: skrelvs hive
        battlefield:
          - Skrelv's Hive
          - {card: Bloated Contaminator, as: toxic}
          - {card: Grizzly Bears, as: bears}
    """)
    assert out.passed, out.failures
    game = out.game
    game.state.players[1].poison = poison
    game.state.touch()
    assert game.chars(obj_id(game, "toxic")).has_keyword("lifelink") is lifelink
    assert not game.chars(obj_id(game, "bears")).has_keyword("lifelink")
