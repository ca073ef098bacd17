"""120.1 / 611.2c / 701.19c / 614.1a: effects on what a spell's damage was dealt to ("A
creature dealt damage this way can't be regenerated this turn.", "If a creature dealt damage
this way would die this turn, exile it instead.") and "can't be regenerated this turn"
(Disintegrate, Engulfing Flames): regeneration shields aren't applied, and a creature that
would die is exiled instead."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.stack.dealt_this_way import EffectOnDealtThisWay
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "last"), [
    ("Incinerate", "Incinerate deals 3 damage to any target. A creature dealt damage this way "
     "can't be regenerated this turn.", EffectOnDealtThisWay),
    ("Flamebreak", "Flamebreak deals 3 damage to each creature without flying and each "
     "player. Creatures dealt damage this way can't be regenerated this turn.",
     EffectOnDealtThisWay),
    ("Anger of the Gods", "Anger of the Gods deals 3 damage to each creature. If a creature "
     "dealt damage this way would die this turn, exile it instead.", EffectOnDealtThisWay),
    ("Spikefield Hazard", "Spikefield Hazard deals 1 damage to any target. If a permanent "
     "dealt damage this way would die this turn, exile it instead.", EffectOnDealtThisWay),
    ("Disintegrate", "Disintegrate deals X damage to any target. If it's a creature, it can't "
     "be regenerated this turn, and if it would die this turn, exile it instead.", I.If),
    ("Engulfing Flames", "Engulfing Flames deals 1 damage to target creature. It can't be "
     "regenerated this turn.", I.CreateEffect),
])
def test_120_1_dealt_damage_this_way_lines(name: str, line: str, last: type) -> None:
    [ability] = compile_text(line, name, True) or [None]
    assert isinstance(ability.instructions[-1], last)


@pytest.mark.parametrize("line", [
    # "dealt damage this way" after no damage
    "Destroy target creature. A creature dealt damage this way can't be regenerated this turn.",
])
def test_120_1_dealt_this_way_after_no_damage_is_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None


def _shielded(solve, spell: str, cast: str) -> object:  # type: ignore[no-untyped-def]
    """Bob's Skeletal Changeling (1/1, "{1}{B}: Regenerate") has a regeneration shield."""
    out = solve(f"""
        name: dealt damage this way
        battlefield:
          - {{card: Skeletal Changeling, controller: Bob, as: sc}}
          - {{card: Swamp, controller: Bob}}
          - {{card: Swamp, controller: Bob}}
        hand: {{Alice: [{spell}]}}
        actions:
          - activate: {{card: sc, ability: "{{1}}{{B}}:", by: Bob}}
          - {cast}
    """)
    assert out.passed, out.failures
    return out.game


def test_701_19c_lightning_bolt_is_regenerated(solve) -> None:
    game = _shielded(solve, "Lightning Bolt", "{cast: Lightning Bolt, targets: [sc]}")
    sc = game.obj(obj_id(game, "sc"))
    assert sc.zone == "battlefield" and sc.tapped


def test_701_19c_incinerate_the_creature_dealt_damage_cant_be_regenerated(solve) -> None:
    game = _shielded(solve, "Incinerate", "{cast: Incinerate, targets: [sc]}")
    assert game.obj(obj_id(game, "sc")).zone == "graveyard"


def test_701_19c_disintegrate_exiles_the_creature_instead(solve) -> None:
    """Disintegrate with X = 1: the shield isn't applied and the Changeling is exiled instead
    of dying."""
    game = _shielded(solve, "Disintegrate",
                     "{cast: Disintegrate, targets: [sc], choices: {x: 1}}")
    assert game.obj(obj_id(game, "sc")).zone == "exile"


def test_120_1_disintegrate_at_a_player_is_just_damage(solve) -> None:
    game = _shielded(solve, "Disintegrate",
                     "{cast: Disintegrate, targets: [Bob], choices: {x: 4}}")
    assert game.state.players[1].life == 16
    assert game.obj(obj_id(game, "sc")).zone == "battlefield"


def test_614_1a_anger_of_the_gods_exiles_what_it_kills(solve) -> None:
    """Anger of the Gods: Grizzly Bears (2/2) would die and is exiled; Colossal Dreadmaw
    (6/6) survives with 3 damage, and when a Lightning Bolt kills it later this turn it is
    exiled too (the effect lasts the turn)."""
    out = solve("""
        name: anger
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Colossal Dreadmaw, controller: Bob, as: maw}
        hand: {Alice: [Anger of the Gods, Lightning Bolt]}
        actions:
          - {cast: Anger of the Gods}
          - {cast: Lightning Bolt, targets: [maw]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "bears")).zone == "exile"
    assert game.obj(obj_id(game, "maw")).zone == "exile"
