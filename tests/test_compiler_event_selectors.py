"""Objects named by what happened: "a creature dealt damage by ~ this turn" (Sengir Vampire,
120.1, 603.10a) and "target creature that player controls" (Skirk Commando, the player of the
trigger event, 603.3d / 608.2b): real Oracle lines compiled, then played with the engine."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine import sba
from arbiter.engine.combat.damage import combat_damage
from arbiter.engine.combat.declare import declare_attackers, declare_blockers
from arbiter.engine.decisions import Decision
from arbiter.engine.turn import steps
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.event_selectors import ControlledByEventPlayer, DealtDamageBySourceThisTurn

_DB = CardDatabase.bundled()


def _line(name: str, starts: str) -> str:
    text = _DB.get(name).faces[0].oracle_text or ""
    return next(x for x in text.split("\n") if x.startswith(starts))


def _one(name: str, starts: str) -> Any:
    abilities = compile_text(_line(name, starts), _DB.get(name).faces[0].name)
    assert abilities is not None and len(abilities) == 1, abilities
    return abilities[0]


# -- 120.1 / 603.10a: "Whenever a creature dealt damage by ~ this turn dies" -------------------
@pytest.mark.parametrize(("name", "instructions"), [
    ("Sengir Vampire", (I.PutCounters("+1/+1", 1, on=I.Ref.this()),)),
    ("Baron Sengir", (I.PutCounters("+2/+2", 1, on=I.Ref.this()),)),
    ("Blood Cultist", (I.PutCounters("+1/+1", 1, on=I.Ref.this()),)),
])
def test_120_1_creature_dealt_damage_by_this_this_turn_dies(name, instructions) -> None:
    ab = _one(name, "Whenever a creature dealt damage by")
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject) == ("dies", "any")
    assert ab.trigger.selector == s.And((s.IsType("Creature"), DealtDamageBySourceThisTurn()))
    assert ab.instructions == instructions


def _sengir_blocks(board, bob_attacker: str) -> Any:
    game = board(f"""
        name: sengir
        turn: {{number: 2}}
        battlefield:
          - {{card: Sengir Vampire, as: sengir}}
          - {{{bob_attacker}, controller: Bob, as: attacker}}
          - {{card: Grizzly Bears, controller: Bob, as: bystander}}
        library: {{Alice: [Swamp, Swamp], Bob: [Swamp, Swamp]}}
    """)
    sengir, attacker = obj_id(game, "sengir"), obj_id(game, "attacker")
    game.state.turn.active = 1  # Bob's turn: his creature attacks Alice
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {attacker: ("player", 0)})
    game.state.turn.step = "declare_blockers"
    declare_blockers(game, {sengir: [attacker]})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    steps.resolve_all(game)
    return game


def test_120_1_sengir_gets_a_counter_when_the_creature_it_damaged_dies(board) -> None:
    """Sengir blocks Bob's Grizzly Bears and deals it 4 damage: it dies, Sengir gets a +1/+1
    counter (5/5)."""
    game = _sengir_blocks(board, "card: Grizzly Bears")
    sengir = obj_id(game, "sengir")
    assert game.obj(sengir).counters.get("+1/+1") == 1
    assert game.chars(sengir).power == 5


def test_120_1_a_creature_sengir_didnt_damage_doesnt_count(board) -> None:
    """Bob's other Grizzly Bears, never dealt damage by Sengir, dies: no counter."""
    game = _sengir_blocks(board, "card: Grizzly Bears")
    sengir = obj_id(game, "sengir")
    game.move(obj_id(game, "bystander"), "graveyard")
    sba.run(game)
    steps.resolve_all(game)
    assert game.obj(sengir).counters.get("+1/+1") == 1


_BIG = "token: {name: Golem, types: [Creature], subtypes: [Golem], power: 1, toughness: 6}"


def test_120_1_damaged_in_an_earlier_turn_doesnt_count(board) -> None:
    """A 1/6 Golem survives Sengir's 4 damage; it dies in a later turn: "this turn" is over,
    so Sengir gets no counter."""
    game = _sengir_blocks(board, _BIG)
    sengir, wurm = obj_id(game, "sengir"), obj_id(game, "attacker")
    assert game.obj(wurm).zone == "battlefield" and game.obj(wurm).damage == 4
    game.state.turn.number += 1
    game.move(wurm, "graveyard")
    sba.run(game)
    steps.resolve_all(game)
    assert not game.obj(sengir).counters.get("+1/+1")


# -- 603.3d: "target creature that player controls" -------------------------------------------
def test_603_3d_that_player_controls_compiles_to_the_event_player() -> None:
    ab = _one("Skirk Commando", "Whenever this creature deals combat damage")
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger.event == "combat_damage_to_player"
    [spec] = ab.targets
    assert spec.selector == s.And((s.InZone(("battlefield",)), s.IsType("Creature"),
                                   ControlledByEventPlayer()))
    assert ab.instructions == (I.MayDo(do=(I.DealDamage(2, to=I.Ref.target(0),
                                                        source=I.Ref.this()),)),)


@pytest.mark.parametrize(("name", "starts"), [
    # "that player" here is not a trigger event's player: left unread.
    ("Alpha Brawl", "Target creature an opponent controls deals damage"),
    # "each creature that player controls" in the effect after an event naming no one player
    # (an attack): left unread. (Balefire Dragon's, after combat damage to a player, is read:
    # `compiler.grammar.event_player_groups`, tests/test_event_player_groups_608_2b.py.)
    ("Jurin, Leading the Charge", "Whenever Jurin attacks"),
])
def test_603_3d_that_player_elsewhere_is_not_read(name, starts) -> None:
    spell = "Sorcery" in _DB.get(name).faces[0].types
    assert compile_text(_line(name, starts), name, spell) is None


class _Pick:
    """Answers every decision with its first option, remembering target options."""

    def __init__(self) -> None:
        self.target_options: list[list[Any]] = []

    def decide(self, d: Decision) -> Any:
        if d.kind == "target":
            self.target_options.append([v for _, v in d.options])
        return d.options[0][1] if d.options else None


def test_603_3d_skirk_commando_targets_only_the_damaged_players_creatures(board) -> None:
    """Three players: Skirk Commando hits Bob; only Bob's creature may be targeted (not
    Carol's, though she is an opponent too), and it is dealt 2 damage."""
    game = board("""
        name: skirk
        players: [Alice, Bob, Carol]
        turn: {number: 2}
        battlefield:
          - {card: Skirk Commando, as: skirk}
          - {card: Grizzly Bears, controller: Bob, as: bobs}
          - {card: Grizzly Bears, controller: Carol, as: carols}
        library: {Alice: [Mountain], Bob: [Mountain], Carol: [Mountain]}
    """)
    pick = _Pick()
    game.decider = pick
    skirk, bobs = obj_id(game, "skirk"), obj_id(game, "bobs")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {skirk: ("player", 1)})
    game.state.turn.step = "combat_damage"
    combat_damage(game, first_strike=False)
    sba.run(game)
    assert pick.target_options == [[bobs]]
    steps.resolve_all(game)
    assert game.state.players[1].life == 18
    assert game.obj(bobs).zone == "left:battlefield"  # 2 damage: the Bears died (704.5g)
    assert game.obj(obj_id(game, "carols")).damage == 0


def test_120_1_damaged_earlier_this_turn_dies_later_this_turn(board) -> None:
    """The 1/6 Golem survives combat, then dies the same turn (put into the graveyard after
    combat): it was dealt damage by Sengir this turn, so Sengir gets a counter."""
    game = _sengir_blocks(board, _BIG)
    sengir = obj_id(game, "sengir")
    game.move(obj_id(game, "attacker"), "graveyard")
    sba.run(game)
    steps.resolve_all(game)
    assert game.obj(sengir).counters.get("+1/+1") == 1
