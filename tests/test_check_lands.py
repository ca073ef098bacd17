"""614.1c: the check lands, "This land enters tapped unless you control a Swamp or a
Mountain.": the condition is judged as the land enters (the land itself isn't yet on the
battlefield), and a land with either subtype satisfies it (205.3i: basic land types of
nonbasic lands count too)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ReplacementAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Dragonskull Summit", "This land enters tapped unless you control a Swamp or a Mountain."),
    ("Rootbound Crag", "This land enters tapped unless you control a Mountain or a Forest."),
    ("Drowned Catacomb", "This land enters tapped unless you control an Island or a Swamp."),
    ("Sunpetal Grove", "This land enters tapped unless you control a Forest or a Plains."),
    ("Glacial Fortress", "Glacial Fortress enters the battlefield tapped unless you control a "
     "Plains or an Island."),  # the wording before 2024
])
def test_614_1c_check_land_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, ReplacementAbility) and ability.kind == "enters_tapped"
    assert ability.spec  # the "unless" condition


def _summit(solve, lands: str) -> bool:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: check land
        battlefield: [{lands}]
        hand: {{Alice: [Dragonskull Summit]}}
        library: {{Alice: [Swamp], Bob: [Swamp]}}
        actions:
          - enter: {{card: Dragonskull Summit, as: summit}}
    """)
    assert out.passed, out.failures
    game = out.game
    return next(o for o in game.state.objects.values() if o.alias == "summit").tapped


@pytest.mark.parametrize(("lands", "tapped"), [
    ("Swamp", False),
    ("Mountain", False),
    ("Badlands", False),  # a Swamp Mountain (205.3i)
    ("Island", True),
    ("Dragonskull Summit", True),  # another check land has neither subtype
    ("", True),
])
def test_614_1c_dragonskull_summit_enters(solve, lands: str, tapped: bool) -> None:
    assert _summit(solve, lands) is tapped


def test_614_1c_an_opponents_swamp_doesnt_count(solve) -> None:
    assert _summit(solve, "{card: Swamp, controller: Bob}") is True
