"""Regeneration (701.19a, 614.8): "Regenerate <permanent>" lines compiled from real Oracle
text, and regeneration shields replacing destruction in real games: by a "destroy" effect
(701.8a) and by lethal or deathtouch damage (704.5g, 704.5h); not a creature put into the
graveyard for toughness 0 or less (704.5f), and only this steps."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.keyword_actions.regenerate import add_shield, shields
from arbiter.engine.turn import steps
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.abilities import ActivatedAbility

_DB = CardDatabase.bundled()


def _line(name: str, starts: str) -> str:
    text = _DB.get(name).faces[0].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


@pytest.mark.parametrize(("name", "starts", "what"), [
    ("Skeletal Changeling", "{1}{B}: Regenerate", I.Ref.this()),
    ("Ancient Silverback", "{G}: Regenerate", I.Ref.this()),
    ("Ink-Eyes, Servant of Oni", "{1}{B}: Regenerate", I.Ref.this()),
    ("Asceticism", "{1}{G}: Regenerate", I.Ref.target(0)),
])
def test_701_19a_regenerate_activated(name, starts, what) -> None:
    [ab] = compile_text(_line(name, starts), name) or [None]
    assert isinstance(ab, ActivatedAbility) and not ab.is_mana_ability
    assert ab.instructions == (I.Regenerate(what),)


def test_701_19a_regenerate_target_kind() -> None:
    [ab] = compile_text(_line("Boneknitter", "{1}{B}"), "Boneknitter") or [None]
    assert isinstance(ab, ActivatedAbility)
    [spec] = ab.targets
    assert spec.selector == s.And((s.InZone(("battlefield",)), s.IsSubtype("Zombie")))


def _changeling(solve, extra: str = "") -> Any:
    out = solve(f"""
        name: regeneration
        battlefield:
          - {{card: Skeletal Changeling, as: sc}}
          - {{card: Swamp}}
          - {{card: Swamp}}
        hand: {{Alice: [Lightning Bolt, Lightning Bolt]}}
        library: {{Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}}
        actions:
          - activate: {{card: sc, ability: "{{1}}{{B}}:"}}
{extra}
    """)
    assert out.passed, out.failures
    return out.game


def test_701_19a_shield_replaces_lethal_damage(solve) -> None:
    """614.8: Lightning Bolt deals Skeletal Changeling (1/1) 3 damage; instead of being
    destroyed (704.5g) it regenerates: still on the battlefield, tapped, no damage."""
    game = _changeling(solve, "          - {cast: Lightning Bolt, targets: [sc]}")
    sc = obj_id(game, "sc")
    assert game.obj(sc).zone == "battlefield"
    assert game.obj(sc).tapped and game.obj(sc).damage == 0
    assert shields(game, sc) == 0  # the shield is used up


def test_701_19a_one_shield_one_destruction(solve) -> None:
    """The second Lightning Bolt finds no shield: the Changeling dies."""
    game = _changeling(solve, "          - {cast: Lightning Bolt, targets: [sc]}\n"
                              "          - {cast: Lightning Bolt, targets: [sc]}")
    assert game.obj(obj_id(game, "sc")).zone == "graveyard"


def test_701_19a_shield_replaces_a_destroy_effect(solve) -> None:
    """701.8a: Murder destroys; the shield replaces it."""
    out = solve("""
        name: murder
        battlefield: [{card: Skeletal Changeling, as: sc}]
        hand: {Alice: [Murder]}
        library: {Alice: [Swamp], Bob: [Swamp]}
        actions:
          - activate: {card: sc, ability: "{1}{B}:"}
          - {cast: Murder, targets: [sc]}
        expect:
          sc: {zone: battlefield, tapped: true}
    """)
    assert out.passed, out.failures


def test_701_19a_shield_lasts_only_this_turn(board) -> None:
    game = board("""
        name: next turn
        battlefield: [{card: Skeletal Changeling, as: sc}]
        library: {Alice: [Swamp], Bob: [Swamp]}
    """)
    sc = obj_id(game, "sc")
    add_shield(game, sc)
    assert shields(game, sc) == 1
    game.state.turn.number += 1
    assert shields(game, sc) == 0
    game.obj(sc).damage = 1
    sba.run(game)
    assert game.obj(sc).zone == "left:battlefield"


def test_704_5f_toughness_zero_is_not_destruction(board) -> None:
    """704.5f: a creature with toughness 0 is put into the graveyard, not destroyed: a
    shield doesn't save it."""
    game = board("""
        name: toughness zero
        battlefield: [{card: Skeletal Changeling, as: sc}]
        library: {Alice: [Swamp], Bob: [Swamp]}
    """)
    sc = obj_id(game, "sc")
    add_shield(game, sc)
    game.put_counters(sc, "-1/-1", 1)
    sba.run(game)
    assert game.obj(sc).zone == "left:battlefield"


def test_614_8_regenerated_attacker_is_removed_from_combat(board) -> None:
    """Skeletal Changeling attacks and is blocked by Bob's Grizzly Bears (2/2): 2 damage is
    lethal, it regenerates and is removed from combat (506.4); Bob's Bears took 1."""
    game = board("""
        name: combat
        turn: {number: 2}
        battlefield:
          - {card: Skeletal Changeling, as: sc}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        library: {Alice: [Swamp], Bob: [Swamp]}
    """)
    sc, bears = obj_id(game, "sc"), obj_id(game, "bears")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {sc: ("player", 1)})
    add_shield(game, sc)
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {bears: [sc]})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    steps.resolve_all(game)
    assert game.obj(sc).zone == "battlefield" and game.obj(sc).damage == 0
    assert game.obj(sc).tapped
    assert game.state.combat is not None and sc not in game.state.combat.attackers
    assert game.obj(bears).damage == 1
