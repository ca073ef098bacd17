"""Auras that enchant players (303.4, 702.5d) — Innistrad: Midnight Hunt's Curses: real
Oracle lines → compiled structure, and the Curses played on a board with the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.total_cost import CostChange
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import instructions as I
from arbiter.rules.abilities import ReplacementAbility, StaticAbility, TriggeredAbility
from arbiter.rules.chosen_names import HasChosenName
from arbiter.rules.player_auras import CursesAttachedToEnchantedPlayer

_DB = CardDatabase.bundled()
ALICE, BOB = 0, 1
_UPKEEP = Trigger("step", "any", step="upkeep", whose="enchanted")


def _one(name: str, starts: str, face: int = 0):
    text = _DB.get(name).faces[face].oracle_text or ""
    line = next(x for x in text.split("\n") if x.startswith(starts))
    abilities = compile_text(line, _DB.get(name).faces[face].name)
    assert abilities is not None and len(abilities) == 1, line
    return abilities[0]


@pytest.mark.parametrize(("name", "starts", "instructions"), [
    ("Curse of Leeches", "At the beginning of enchanted player's upkeep",
     (I.LoseLife(1, I.Ref("enchanted_player")), I.GainLife(1, "you"))),
    ("Curse of Surveillance", "At the beginning of enchanted player's upkeep",
     (I.Draw(CursesAttachedToEnchantedPlayer(), who=I.Ref("player_targets")),)),
    ("Curse of the Bloody Tome", "At the beginning of enchanted player's upkeep",
     (I.Mill(2, who=I.Ref("enchanted_player")),)),
])
def test_303_4b_enchanted_players_upkeep_compiles(name, starts, instructions) -> None:
    ab = _one(name, starts)
    assert isinstance(ab, TriggeredAbility) and ab.trigger == _UPKEEP
    assert ab.instructions == instructions


def test_303_4b_curse_of_silence_compiles() -> None:
    cost = _one("Curse of Silence", "Spells with the chosen name")
    assert isinstance(cost, StaticAbility)
    (part,) = cost.effects[0].parts
    assert part.rule == "cost_increase" and part.detail == CostChange(2, HasChosenName(),
                                                                      "enchanted")
    trig = _one("Curse of Silence", "Whenever enchanted player casts")
    assert trig.trigger == Trigger("cast", "enchanted_player", selector=HasChosenName())
    assert trig.instructions == (I.MayDo((I.Sacrifice(I.Ref.this()),
                                          I.IfDid((I.Draw(1, "you"),)))),)


def test_712_20_as_this_permanent_transforms_attach_it_to_a_player_compiles() -> None:
    ab = _one("Curse of Leeches", "As this permanent transforms")
    assert isinstance(ab, ReplacementAbility) and ab.kind == "as_transforms_attach_player"


def test_303_4a_curse_of_leeches_targets_a_player_and_drains_in_their_upkeep(solve) -> None:
    """303.4a / 702.5d: the Aura spell targets Bob and enters attached to him; at the
    beginning of Bob's upkeep (not Alice's) he loses 1 life and Alice gains 1."""
    out = solve("""
        name: leeches
        turn: {number: 1, phase: precombat_main}
        day_night: day
        hand: {Alice: [{card: Curse of Leeches, as: leeches}]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - cast: leeches
            targets: [Bob]
          - pass: {to: draw}
        expect:
          leeches: {attached_to: Bob, zone: battlefield}
          player Bob: {life: 19}
          player Alice: {life: 21}
    """)
    assert out.passed, out.failures


def test_712_20_curse_of_leeches_attaches_to_a_player_as_it_transforms(board) -> None:
    """702.145 / 704.5p / 712.20: at night the Curse is Leeching Lurker, a creature attached
    to no one; when day comes it transforms and, as it does, Alice attaches it to a player
    she chooses (no targeting: Bob's hexproof doesn't matter)."""
    from arbiter.engine import sba
    from arbiter.engine.keywords import day_night

    game = board("""
        name: lurker
        day_night: night
        battlefield:
          - {card: Curse of Leeches, transformed: true, as: lurker}
          - {card: Leyline of Sanctity, controller: Bob}
        choices: [Bob]
    """)
    lurker = obj_id(game, "lurker")
    assert game.obj(lurker).attached_player is None and game.chars(lurker).power == 4
    day_night.become(game, "day")
    sba.run(game)
    assert game.obj(lurker).face == 0 and game.obj(lurker).attached_player == BOB
    assert game.obj(lurker).zone == "battlefield"


def test_704_5p_a_curse_that_becomes_a_creature_becomes_unattached(board) -> None:
    """704.5p: Curse of Leeches transforming into Leeching Lurker (a creature) at night
    becomes unattached and stays on the battlefield."""
    from arbiter.engine import sba
    from arbiter.engine.keywords import day_night

    game = board("""
        name: night falls
        day_night: day
        battlefield: [{card: Curse of Leeches, attached_to: Bob, as: leeches}]
    """)
    leeches = obj_id(game, "leeches")
    day_night.become(game, "night")
    sba.run(game)
    assert game.obj(leeches).zone == "battlefield" and game.obj(leeches).face == 1
    assert game.obj(leeches).attached_player is None


def test_303_4c_a_curse_on_a_player_who_left_goes_to_the_graveyard(board) -> None:
    """303.4c / 704.5m: in a three-player game, a Curse attached to a player who lost is
    put into its owner's graveyard."""
    from arbiter.engine import sba
    from arbiter.engine.players import outcome

    game = board("""
        name: left
        players: [Alice, Bob, Carol]
        battlefield: [{card: Curse of the Bloody Tome, attached_to: Carol, as: curse},
                      {card: Curse of Surveillance, attached_to: Bob, as: surv}]
    """)
    curse = obj_id(game, "curse")
    outcome.lose(game, BOB)  # Bob leaves the game (800.4a)
    sba.run(game)
    assert game.obj(curse).zone == "battlefield"
    assert not any(o.alias == "surv" and o.zone == "battlefield"
                   for o in game.state.objects.values())


def test_303_4b_curse_of_surveillance_draws_for_each_curse_on_the_player(solve) -> None:
    """At the beginning of Bob's upkeep Alice targets herself (not Bob: "other than that
    player"); Bob has two Curses, so she draws two cards."""
    out = solve("""
        name: surveillance
        turn: {number: 1, phase: end}
        battlefield:
          - {card: Curse of Surveillance, attached_to: Bob}
          - {card: Curse of Silence, attached_to: Bob, choices: {card_name: Lightning Bolt}}
        library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
        choices: [Alice]
        actions:
          - pass: {to: draw}
        expect:
          player Alice: {hand_size: 2}
          player Bob: {hand_size: 1}
    """)
    assert out.passed, out.failures
    from arbiter.engine.stack.targeting import is_legal_target
    from arbiter.rules.instructions import TargetSpec
    from arbiter.rules.player_auras import OtherThanEnchantedPlayer

    game = out.game
    curse = next(o.id for o in game.state.objects.values()
                 if o.card == "Curse of Surveillance" and o.zone == "battlefield")
    spec = TargetSpec("player", OtherThanEnchantedPlayer())
    assert is_legal_target(game, spec, ALICE, ALICE, curse)
    assert not is_legal_target(game, spec, BOB, ALICE, curse)


@pytest.mark.parametrize(("spell", "cost", "sacrificed"), [
    ("Lightning Bolt", "{2}{R}", True), ("Shock", "{R}", False)])
def test_601_2f_curse_of_silence_taxes_and_triggers_on_the_named_spell(
        board, spell, cost, sacrificed) -> None:
    """Curse of Silence naming Lightning Bolt on Bob: his Bolt costs {2} more (601.2f); when
    he casts it Alice may sacrifice the Curse to draw a card. Shock is neither."""
    from arbiter.engine import sba
    from arbiter.engine.casting import spells
    from arbiter.engine.casting.total_cost import total_cost

    game = board(f"""
        name: silence
        battlefield:
          - {{card: Curse of Silence, attached_to: Bob, as: sil,
              choices: {{card_name: Lightning Bolt}}}}
        hand: {{Bob: [{{card: {spell}, as: sp}}]}}
        library: {{Alice: [Island], Bob: [Island]}}
    """)
    sp = obj_id(game, "sp")
    assert str(total_cost(game, sp, BOB, None)[0]) == cost
    game.decider = type("Yes", (), {"decide": lambda self, d: True if d.kind == "may"
                                    else d.options[0][1]})()
    spells.cast(game, sp, BOB, [("player", ALICE)], {})
    sba.run(game)
    from arbiter.engine.stack.items import resolve_top

    resolve_top(game)  # the Curse's trigger (on top of the Bolt), if it triggered
    sba.run(game)
    sil_gone = not any(o.alias == "sil" and o.zone == "battlefield"
                       for o in game.state.objects.values())
    assert sil_gone == sacrificed
    assert len(game.state.zone_list("hand", ALICE)) == (1 if sacrificed else 0)
