"""614.1c: "This land enters tapped with two charge counters on it." (the Vivid lands): both
modifications apply as the land enters."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import ReplacementAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Vivid Creek", "This land enters tapped with two charge counters on it."),
    ("Vivid Meadow", "This land enters tapped with two charge counters on it."),
    ("Vivid Grove", "Vivid Grove enters the battlefield tapped with two charge counters on "
     "it."),  # the wording before 2024
])
def test_614_1c_enters_tapped_with_counters_lines(name: str, line: str) -> None:
    assert compile_text(line, name) == [
        ReplacementAbility(text="", kind="enters_tapped", spec=()),
        ReplacementAbility(text="", kind="enters_with_counters", spec=("charge", 2))]


def test_614_1c_vivid_creek_enters_tapped_with_two_charge_counters(solve) -> None:
    out = solve("""
        name: Vivid Creek
        hand: {Alice: [Vivid Creek]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - enter: {card: Vivid Creek, as: creek}
        expect:
          creek: {tapped: true, counters: {charge: 2}}
    """)
    assert out.passed, out.failures


def test_614_1c_a_vivid_land_played_from_hand(board) -> None:
    """Played as the turn's land (305.1): it enters tapped with the counters too."""
    from arbiter.engine.turn.player_actions import play_land

    game = board("""
        name: Vivid Creek played
        hand: {Alice: [{card: Vivid Creek, as: creek}]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    creek = next(o.id for o in game.state.objects.values() if o.alias == "creek")
    play_land(game, 0, creek)
    obj = next(o for o in game.state.objects.values()
               if o.alias == "creek" and o.zone == "battlefield")
    assert obj.tapped and obj.counters.get("charge") == 2


def test_614_1c_sphere_of_the_suns_tapped_and_with_three_charge_counters(solve) -> None:
    """"This artifact enters tapped and with three charge counters on it." (Sphere of the
    Suns), cast: both modifications apply as it enters."""
    out = solve("""
        name: Sphere of the Suns
        hand: {Alice: [Sphere of the Suns]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Sphere of the Suns, as: sphere}
        expect:
          sphere: {tapped: true, counters: {charge: 3}}
    """)
    assert out.passed, out.failures
