"""608.2h: "Its controller gains life equal to its power." and the like: a number read from a
target the spell acted on, from its last known information once it has left the battlefield
(Swords to Plowshares, Condemn, Divine Offering, Crumble); and 400.3 "Put target creature on
the bottom of / on top of its owner's library"."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting import spells
from arbiter.engine.combat.declare import declare_attackers
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.instructions import objects as I
from arbiter.rules.last_known import StatOf


@pytest.mark.parametrize(("name", "line", "stat", "who"), [
    ("Swords to Plowshares", "Exile target creature. Its controller gains life equal to its "
     "power.", "power", I.Ref.controller_of(0)),
    ("Condemn", "Put target attacking creature on the bottom of its owner's library. Its "
     "controller gains life equal to its toughness.", "toughness", I.Ref.controller_of(0)),
    ("Divine Offering", "Destroy target artifact. You gain life equal to its mana value.",
     "mana_value", "you"),
    ("Crumble", "Destroy target artifact. It can't be regenerated. That artifact's controller "
     "gains life equal to its mana value.", "mana_value", I.Ref.controller_of(0)),
])
def test_608_2h_target_stat_lines(name: str, line: str, stat: str, who: object) -> None:
    [ability] = compile_text(line, name, True) or [None]
    gain = ability.instructions[-1]
    assert gain == I.GainLife(StatOf(I.Ref.target(0), stat), who=who)


@pytest.mark.parametrize("line", [
    "You gain life equal to its power.",  # "its" names no target: the spell itself
    # a card in a graveyard has no last known information on the battlefield
    "Exile target creature card from a graveyard. You gain life equal to its mana value.",
])
def test_608_2h_its_power_of_no_target_permanent_is_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None


def test_400_3_put_on_top_of_its_owners_library() -> None:
    [ability] = compile_text("Put target creature on top of its owner's library.", "Time Ebb",
                             True) or [None]
    assert ability.instructions == (I.PutInLibrary(I.Ref.target(0), position="top"),)


def test_608_2h_swords_to_plowshares_uses_the_power_it_last_had(solve) -> None:
    """Bob's Grizzly Bears gets +3/+3 from Giant Growth, then Swords to Plowshares exiles it:
    Bob gains 5 (its power as it last existed on the battlefield), Alice nothing."""
    out = solve("""
        name: Swords to Plowshares
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Giant Growth, Swords to Plowshares]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {cast: Swords to Plowshares, targets: [bears]}
        expect:
          bears: {zone: exile}
          player Bob: {life: 25}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2h_swords_on_your_own_creature_you_gain(solve) -> None:
    out = solve("""
        name: Swords to Plowshares, own creature
        battlefield:
          - {card: Serra Angel, as: angel}
        hand: {Alice: [Swords to Plowshares]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Swords to Plowshares, targets: [angel]}
        expect:
          player Alice: {life: 24}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_608_2h_divine_offering_and_crumble_use_its_mana_value(solve) -> None:
    """Bob's Icy Manipulator (mana value 4): Divine Offering gives Alice 4 life; Crumble on
    another one gives its controller, Bob, 4."""
    out = solve("""
        name: Divine Offering and Crumble
        battlefield:
          - {card: Icy Manipulator, controller: Bob, as: icy1}
          - {card: Icy Manipulator, controller: Bob, as: icy2}
        hand: {Alice: [Divine Offering, Crumble]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Divine Offering, targets: [icy1]}
          - {cast: Crumble, targets: [icy2]}
        expect:
          icy1: {zone: graveyard}
          icy2: {zone: graveyard}
          player Alice: {life: 24}
          player Bob: {life: 24}
    """)
    assert out.passed, out.failures


def test_400_3_time_ebb_puts_it_on_top_of_its_owners_library(board) -> None:
    game = board("""
        name: Time Ebb
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Alice: [Time Ebb]}
        library: {Alice: [Island], Bob: [Island, Island]}
        actions:
          - {cast: Time Ebb, targets: [angel]}
    """)
    library = game.state.zone_list("library", 1)
    assert [game.name_of(o) for o in library] == ["Serra Angel", "Island", "Island"]


def test_608_2h_condemn_an_attacker_its_controller_gains_its_toughness(board) -> None:
    """Bob attacks with Serra Angel (4/4); Alice's Condemn puts it on the bottom of Bob's
    library and Bob gains 4 (its toughness as it last existed on the battlefield)."""
    game = board("""
        name: Condemn
        turn: {number: 2}
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Alice: [{card: Condemn, as: condemn}]}
        library: {Alice: [Plains], Bob: [Island, Island]}
    """)
    game.state.turn.active = 1
    game.state.turn.step = "declare_attackers"
    angel = obj_id(game, "angel")
    declare_attackers(game, {angel: ("player", 0)})
    spells.cast(game, obj_id(game, "condemn"), 0, [angel], {})
    resolve_all(game)
    bottom = game.state.zone_list("library", 1)[-1]
    assert game.name_of(bottom) == "Serra Angel"
    assert game.state.players[1].life == 24 and game.state.players[0].life == 20
