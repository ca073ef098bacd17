"""614.1c, 614.12: "<objects> enter tapped." of other permanents (Authority of the Consuls:
"Creatures your opponents control enter tapped."; Zhao, the Moon Slayer: "Nonbasic lands enter
tapped."): the permanent is judged as it would exist on the battlefield, under the control it
enters under."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Authority of the Consuls", "Creatures your opponents control enter tapped."),
    ("Frozen Aether", "Artifacts, creatures, and lands your opponents control enter tapped."),
    ("Zhao, the Moon Slayer", "Nonbasic lands enter tapped."),
    ("Thalia, Heretic Cathar", "Creatures and nonbasic lands your opponents control enter "
     "tapped."),
])
def test_614_1c_enter_tapped_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, StaticAbility)


def test_614_12_authority_of_the_consuls_taps_only_the_opponents_creatures(solve) -> None:
    """Alice's Authority of the Consuls: Bob's Grizzly Bears enters tapped, Alice's doesn't,
    nor does Bob's land."""
    out = solve("""
        name: authority
        battlefield: [{card: Authority of the Consuls, controller: Alice}]
        actions:
          - {enter: {card: Grizzly Bears, controller: Bob, as: theirs}}
          - {enter: {card: Grizzly Bears, controller: Alice, as: mine}}
          - {enter: {card: Forest, controller: Bob, as: land}}
        expect:
          theirs: {tapped: true}
          mine: {tapped: false}
          land: {tapped: false}
    """)
    assert out.passed, out.failures


def test_614_12_a_creature_cast_by_the_opponent_enters_tapped(solve) -> None:
    """Bob casts Grizzly Bears in his turn under Alice's Imposing Sovereign."""
    out = solve("""
        name: sovereign
        players: [Bob, Alice]
        battlefield: [{card: Imposing Sovereign, controller: Alice}]
        hand: {Bob: [{card: Grizzly Bears, as: bears}]}
        actions:
          - {cast: bears}
        expect:
          bears: {tapped: true, zone: battlefield}
    """)
    assert out.passed, out.failures


def test_614_12_zhao_nonbasic_lands_enter_tapped(solve) -> None:
    """Bob's Zhao: Alice's Mutavault (nonbasic) enters tapped, her Forest (basic) doesn't."""
    out = solve("""
        name: zhao
        battlefield: [{card: "Zhao, the Moon Slayer", controller: Bob}]
        actions:
          - {enter: {card: Mutavault, controller: Alice, as: vault}}
          - {enter: {card: Forest, controller: Alice, as: forest}}
        expect:
          vault: {tapped: true}
          forest: {tapped: false}
    """)
    assert out.passed, out.failures
