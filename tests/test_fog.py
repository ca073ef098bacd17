"""615.1: "Prevent all combat damage that would be dealt this turn." (Fog): combat damage of
every creature to players and creatures is prevented this turn; other damage isn't."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.effects.prevent_all_this_turn import PREVENT_ALL_COMBAT_DAMAGE
from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.casting import spells
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.instructions import objects as I


def test_615_1_fog_line() -> None:
    [ability] = compile_text("Prevent all combat damage that would be dealt this turn.", "Fog",
                             True) or [None]
    [effect] = ability.instructions
    assert isinstance(effect, I.CreateEffect) and effect.duration == "end_of_turn"
    assert effect.parts[0].rule == PREVENT_ALL_COMBAT_DAMAGE


def _attack(board, fog: bool):  # type: ignore[no-untyped-def]
    game = board("""
        name: Fog
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Serra Angel, as: angel}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Bob: [{card: Fog, as: fog}, {card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Forest], Bob: [Forest]}
    """)
    bears, angel, elves = (obj_id(game, a) for a in ("bears", "angel", "elves"))
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {bears: ("player", 1), angel: ("player", 1)})
    if fog:
        spells.cast(game, obj_id(game, "fog"), 1, [], {})
        resolve_all(game)
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {elves: [bears]})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    resolve_all(game)
    return game


def test_510_2_without_fog_the_damage_is_dealt(board) -> None:
    game = _attack(board, fog=False)
    assert game.state.players[1].life == 16
    assert game.obj(obj_id(game, "elves")).zone == "graveyard"


def test_615_1_fog_prevents_all_combat_damage(board) -> None:
    game = _attack(board, fog=True)
    assert game.state.players[1].life == 20
    elves = obj_id(game, "elves")
    assert game.obj(elves).zone == "battlefield" and game.obj(elves).damage == 0
    assert game.obj(obj_id(game, "bears")).damage == 0


def test_615_1_fog_doesnt_prevent_other_damage(board) -> None:
    game = _attack(board, fog=True)
    spells.cast(game, obj_id(game, "bolt"), 1, [("player", 0)], {})
    resolve_all(game)
    assert game.state.players[0].life == 17
