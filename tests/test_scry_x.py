"""701.22a / 701.25a with 107.3 and 608.2h: "scry X, where X is ..." and "surveil X, where X
is ...", played from real Oracle lines: X is counted as the ability resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I
from arbiter.rules.last_known import StatOf


@pytest.mark.parametrize(("name", "line", "kind", "value"), [
    # 608.2h: the source's power as the ability resolves (`compiler.effects.its_stat`)
    ("Spotter Thopter", "When this creature enters, scry X, where X is its power.", I.Scry,
     StatOf),
    ("Oath of Jace", "At the beginning of your upkeep, scry X, where X is the number of "
     "planeswalkers you control.", I.Scry, V.CountOf),
    ("Siani, Eye of the Storm", "Whenever Siani attacks, scry X, where X is the number of "
     "attacking creatures with flying.", I.Scry, V.CountOf),
    ("Lydia Frye", "At the beginning of your end step, surveil X, where X is the number of "
     "tapped Assassins you control.", I.Surveil, V.CountOf),
    ("Cascade Seer", "When this creature enters, scry X, where X is the number of creatures "
     "in your party.", I.Scry, V.Value),
])
def test_701_22a_scry_x_where_x_is_lines(name: str, line: str, kind: type,
                                         value: type) -> None:
    [ability] = compile_text(line, name, legendary="," in name) or [None]
    [step] = ability.instructions
    assert isinstance(step, kind) and isinstance(step.n, value)


def _library(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", 0)]


_SIX = "[Forest, Island, Mountain, Plains, Swamp, Wastes]"


def test_701_22a_spotter_thopter_scries_its_power_four(board) -> None:
    """Spotter Thopter (4/5) enters: Alice scries 4 and puts all four on the bottom; the
    fifth and sixth cards are now on top."""
    game = board(f"""
        name: Spotter Thopter
        library: {{Alice: {_SIX}, Bob: [Island]}}
        choices: [bottom, bottom, bottom, bottom]
        actions:
          - {{enter: {{card: Spotter Thopter}}}}
    """)
    assert _library(game) == ["Swamp", "Wastes", "Forest", "Island", "Mountain", "Plains"]


def test_701_22a_prototyped_spotter_thopter_scries_two(board) -> None:
    """Cast for its prototype, it is a 2/3 (702.160b): X is 2."""
    game = board(f"""
        name: Spotter Thopter, prototyped
        hand: {{Alice: [Spotter Thopter]}}
        library: {{Alice: {_SIX}, Bob: [Island]}}
        choices: [bottom, bottom]
        actions:
          - {{cast: Spotter Thopter, alternative: prototype}}
    """)
    assert _library(game) == ["Mountain", "Plains", "Swamp", "Wastes", "Forest", "Island"]
