"""614.1c: lands that enter tapped unless a count holds as they enter: the fast lands ("unless
you control two or fewer other lands"), the slow-life lands ("unless a player has 13 or less
life", any player in the game, you included, 119.1) and the Turbulent lands ("unless your
opponents control eight or more lands", all opponents together). The land is played through
the real engine (305.1) and the judge's answer is whether it is tapped."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ReplacementAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Blackcleave Cliffs", "This land enters tapped unless you control two or fewer other "
     "lands."),
    ("Spirebluff Canal", "This land enters tapped unless you control two or fewer other lands."),
    ("Bleeding Woods", "This land enters tapped unless a player has 13 or less life."),
    ("Raucous Carnival", "This land enters tapped unless a player has 13 or less life."),
    ("Turbulent Moor", "This land enters tapped unless your opponents control eight or more "
     "lands."),
])
def test_614_1c_enters_tapped_unless_count_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, ReplacementAbility) and ability.kind == "enters_tapped"
    assert ability.spec  # the "unless" condition


def _played_tapped(solve, land: str, battlefield: str, life: str = "") -> bool:
    out = solve(f"""
        name: {land}
        battlefield: [{battlefield}]
        hand: {{Alice: [{land}]}}
        library: {{Alice: [Swamp], Bob: [Swamp]}}
        actions:
          {life}
          - play: {land}
            as: played
    """)
    assert out.passed, out.failures
    game = out.game
    obj = next(o for o in game.state.objects.values() if o.alias == "played")
    assert obj.zone == "battlefield"
    return obj.tapped


@pytest.mark.parametrize(("lands", "tapped"), [
    ("", False),
    ("Swamp, Mountain", False),
    ("Swamp, Mountain, Island", True),  # three other lands
    ("Swamp, Mountain, Llanowar Elves", False),  # a creature is no land
    ("Swamp, Mountain, {card: Island, controller: Bob}", False),  # Bob's land isn't yours
])
def test_614_1c_fast_land_counts_your_other_lands(solve, lands: str, tapped: bool) -> None:
    assert _played_tapped(solve, "Blackcleave Cliffs", lands) is tapped


@pytest.mark.parametrize(("setting", "tapped"), [
    ("", True),  # both at 20
    ("- set: {player: Alice, life: 13}", False),  # you count too
    ("- set: {player: Bob, life: 13}", False),
    ("- set: {player: Bob, life: 14}", True),
])
def test_614_1c_a_player_has_13_or_less_life(solve, setting: str, tapped: bool) -> None:
    assert _played_tapped(solve, "Bleeding Woods", "", setting) is tapped


def _bobs_lands(n: int) -> str:
    return ", ".join(["{card: Forest, controller: Bob}"] * n)


@pytest.mark.parametrize(("n", "tapped"), [(7, True), (8, False)])
def test_614_1c_turbulent_land_counts_opponents_lands(solve, n: int, tapped: bool) -> None:
    # your own lands don't count toward "your opponents control"
    lands = ", ".join([_bobs_lands(n)] + ["Plains"] * 3)
    assert _played_tapped(solve, "Turbulent Moor", lands) is tapped
