"""601.2c with 115.3: a spell is offered only when all its targets can be chosen at once: "two
target creatures" needs two different creatures; "Target creature you control fights another
target creature" needs a second creature besides the first; different instances of "target"
may share an object. Played through the real engine's legal actions."""

from __future__ import annotations

from casting_play import labels


def _offered(board, hand: str, battlefield: list[str], name: str) -> bool:
    rows = "\n".join(f"      - {{card: {c}, controller: {who}}}" for c, who in
                     [(c.split("@")[0], c.split("@")[1]) for c in battlefield])
    game = board(f"""
    name: {name}
    battlefield:
{rows}
    hand: {{Alice: [{hand}]}}
    """)
    return any(a.startswith(f"cast {hand}") for a in labels(game))


_LANDS = ["Swamp@Alice", "Swamp@Alice", "Mountain@Alice"]  # {1}{B}{B}


def test_115_3_two_target_creatures_need_two(board) -> None:
    """Ashes to Ashes ("Exile two target nonartifact creatures."): not offered with one
    nonartifact creature; offered with two."""
    assert not _offered(board, "Ashes to Ashes", _LANDS + ["Grizzly Bears@Bob"], "ashes one")
    assert _offered(board, "Ashes to Ashes",
                    _LANDS + ["Grizzly Bears@Bob", "Savannah Lions@Bob"], "ashes two")


def test_115_3_two_target_nonartifact_creatures_an_artifact_creature_doesnt_count(board) -> None:
    """Two creatures, one of them an artifact creature (Memnite): not offered."""
    assert not _offered(board, "Ashes to Ashes",
                        _LANDS + ["Grizzly Bears@Bob", "Memnite@Bob"], "ashes memnite")


def test_115_3_another_target_creature_needs_a_second_creature(board) -> None:
    """Pit Fight ("Target creature you control fights another target creature.", 115.3) with
    Alice's Bears alone: not offered; with Bob's Lions too, offered."""
    lands = ["Forest@Alice", "Forest@Alice"]
    assert not _offered(board, "Pit Fight", lands + ["Grizzly Bears@Alice"], "pit one")
    assert _offered(board, "Pit Fight", lands + ["Grizzly Bears@Alice", "Savannah Lions@Bob"],
                    "pit two")
