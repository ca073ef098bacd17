"""701.45a: assemble is a keyword action of the Unstable set that puts Contraptions onto the
battlefield; "Cards and mechanics from the Unstable set aren't included in these rules", and
outside silver-bordered cards only Steamflogger Boss refers to it. With no rules to carry it
out exactly, Steamflogger Boss's assemble line is an explicit unsupported part (principle 5:
never a guess), and a game that would need it stops naming it."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility
from arbiter.scenario.errors import ScenarioError

_BOSS_ASSEMBLE = ("If a Rigger you control would assemble a Contraption, it assembles two "
                  "Contraptions instead.")


def test_701_45a_assembling_is_left_unsupported_as_the_cr_leaves_it_out() -> None:
    (ab,) = compile_line(_BOSS_ASSEMBLE, "Steamflogger Boss")
    assert isinstance(ab, UnsupportedAbility)
    assert ab.text == _BOSS_ASSEMBLE


def test_701_45a_a_game_with_steamflogger_boss_stops_naming_the_line(solve) -> None:
    """Its replacement effect would apply from the battlefield (614), so a game with it there
    stops with an error quoting the line rather than playing on without it; its other line
    ("Other Riggers you control get +1/+0 and have haste.") is read."""
    (ab,) = compile_line("Other Riggers you control get +1/+0 and have haste.",
                         "Steamflogger Boss")
    assert isinstance(ab, StaticAbility)
    with pytest.raises(ScenarioError, match="assembles two Contraptions instead"):
        solve("""
            name: steamflogger boss
            battlefield: [{card: Steamflogger Boss}]
        """)
