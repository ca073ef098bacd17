"""709.5: a Room's two halves are doors, each locked or unlocked; only an unlocked door's
abilities apply, and a door is unlocked by a special action or as the half is cast. The engine
doesn't carry doors out yet, so every Room is an explicit unsupported part (principle 5).
Before, Solitary Study // Endless Corridor read as fully read: its "Creatures you control get
+1/+0." would have applied with the door locked."""

from __future__ import annotations

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts

_CAT = Catalog()


def _rooms() -> list[str]:
    return [n for n in _CAT.db if any("Room" in f.subtypes for f in _CAT.db.get(n).faces)]


def test_709_5_no_room_is_fully_read() -> None:
    rooms = _rooms()
    assert "Solitary Study // Endless Corridor" in rooms
    for name in rooms:
        record = _CAT.db.get(name)
        parts = [p.text for i in range(len(record.faces))
                 for a in _CAT.abilities(record.name, i) for p in unread_parts(a)]
        assert any("709.5" in t for t in parts), name


def test_709_5_a_room_on_the_battlefield_stops_the_game_naming_it(solve) -> None:
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="709.5"):
        solve("""
        name: room
        battlefield:
          - {card: "Solitary Study // Endless Corridor", controller: Alice}
          - {card: Grizzly Bears, controller: Alice, as: bears}
        expect:
          bears: {power: 2}
        """)
