"""120.3 / 120.4: one source dealing the same damage to two groups at once ("Magmaquake deals
X damage to each creature without flying and each planeswalker.", "Tectonic Hazard deals 1
damage to each opponent and each creature they control.")."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "n"), [
    ("Magmaquake", "Magmaquake deals X damage to each creature without flying and each "
     "planeswalker.", 1),
    ("Tectonic Hazard", "Tectonic Hazard deals 1 damage to each opponent and each creature "
     "they control.", 2),
    ("End the Festivities", "End the Festivities deals 1 damage to each opponent and each "
     "creature and planeswalker they control.", 2),
    ("Soul Immolation", "Soul Immolation deals X damage to each opponent and each creature "
     "they control.", 2),
])
def test_120_4_damage_to_two_groups_lines(name: str, line: str, n: int) -> None:
    [ability] = compile_text(line, name, True) or [None]
    assert [type(x) for x in ability.instructions] == [I.DealDamage] * n


def test_120_3_magmaquake(solve) -> None:
    """Magmaquake for X = 2: Grizzly Bears (both players') die, Serra Angel (flying) is
    untouched, Jace Beleren (loyalty 3) is left with 1; no player is dealt damage."""
    out = solve("""
        name: magmaquake
        battlefield:
          - {card: Grizzly Bears, as: mine}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Serra Angel, controller: Bob, as: angel}
          - {card: Jace Beleren, controller: Bob, as: jace}
        hand: {Alice: [Magmaquake]}
        actions:
          - {cast: Magmaquake, choices: {x: 2}}
        expect:
          jace: {loyalty: 1}
          player Alice: {life: 20}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "mine")).zone == "graveyard"
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
    assert game.obj(obj_id(game, "angel")).damage == 0


def test_120_4_tectonic_hazard_hits_the_opponent_and_their_creatures(solve) -> None:
    """Tectonic Hazard: Bob loses 1 life and his Llanowar Elves dies; Alice's own Llanowar
    Elves and Alice are untouched."""
    out = solve("""
        name: tectonic hazard
        battlefield:
          - {card: Llanowar Elves, as: mine}
          - {card: Llanowar Elves, controller: Bob, as: his}
        hand: {Alice: [Tectonic Hazard]}
        actions:
          - {cast: Tectonic Hazard}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "his")).zone == "graveyard"
    mine = game.obj(obj_id(game, "mine"))
    assert mine.zone == "battlefield" and mine.damage == 0
