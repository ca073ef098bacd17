"""603.2, 701.21a, 603.10a: "Whenever a player / an opponent sacrifices a <permanent>" and
"Whenever one or more players sacrifice one or more creatures, ... This ability triggers only
once each turn." Played on boards: a sacrifice by either player (or an opponent only)
triggers, a destruction doesn't; "another" leaves the source out; "that player" is the
player who sacrificed; "that card" is the card in the graveyard (603.6c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def _life(game) -> list[int]:
    return [p.life for p in game.state.players]


def test_603_2_mayhem_devil_edict_triggers(board) -> None:
    """Alice's Diabolic Edict makes Bob sacrifice his Grizzly Bears: Mayhem Devil deals 1
    damage to the target Alice chooses (Bob)."""
    game = board("""
        name: mayhem devil edict
        battlefield: [Mayhem Devil, {card: Grizzly Bears, controller: Bob}]
        hand: {Alice: [Diabolic Edict]}
        choices: [Bob]
        actions:
          - {cast: Diabolic Edict, targets: [Bob]}
    """)
    assert _life(game) == [20, 19]
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 1)] == ["Grizzly Bears"]


def test_701_21a_mayhem_devil_destroyed_isnt_sacrificed(board) -> None:
    """Murder destroys the Bears: no sacrifice, no damage."""
    game = board("""
        name: mayhem devil murder
        battlefield: [Mayhem Devil, {card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Murder]}
        actions:
          - {cast: Murder, targets: [bears]}
    """)
    assert _life(game) == [20, 20]


def test_603_2_that_player_is_who_sacrificed() -> None:
    """Bloodroot Apothecary: 'that player' is the opponent who sacrificed the token."""
    [ability] = compile_text("Whenever an opponent sacrifices a noncreature token, that "
                             "player gets two poison counters.", "Bloodroot Apothecary") or [None]
    assert (ability.trigger.event, ability.trigger.by) == ("sacrificed", "opponent")
    assert ability.instructions == (I.GivePlayerCounters("poison", 2, who=I.Ref.event_player()),)


def test_603_2_it_that_betrays_own_sacrifice_doesnt_trigger(board) -> None:
    """It That Betrays triggers on an opponent's sacrifice only: Alice's Diabolic Edict on
    herself puts her own Bears in her graveyard, where they stay."""
    game = board("""
        name: it that betrays, own sacrifice
        battlefield: [It That Betrays, Grizzly Bears]
        hand: {Alice: [Diabolic Edict]}
        choices: [Grizzly Bears]
        actions:
          - {cast: Diabolic Edict, targets: [Alice]}
    """)
    assert "Grizzly Bears" in [game.name_of(o) for o in game.state.zone_list("graveyard", 0)]


def test_603_2_another_mazirek_not_itself(board) -> None:
    """Mazirek, Kraul Death Priest: 'Whenever a player sacrifices another permanent': Bob's
    Bears sacrificed to Diabolic Edict put a counter on each of Alice's creatures."""
    game = board("""
        name: mazirek
        battlefield:
          - {card: "Mazirek, Kraul Death Priest", as: mazirek}
          - {card: Savannah Lions, as: lions}
          - {card: Grizzly Bears, controller: Bob}
        hand: {Alice: [Diabolic Edict]}
        actions:
          - {cast: Diabolic Edict, targets: [Bob]}
        expect:
          mazirek: {counters: {+1/+1: 1}}
          lions: {counters: {+1/+1: 1}}
    """)
    assert game is not None


def test_603_2_mazirek_sacrificed_itself_doesnt_trigger(board) -> None:
    """Alice's own Diabolic Edict on herself: Mazirek is her only creature and is sacrificed;
    it isn't 'another permanent', so its ability doesn't trigger (603.10a looks back at it)."""
    game = board("""
        name: mazirek itself
        battlefield:
          - {card: "Mazirek, Kraul Death Priest", as: mazirek}
        hand: {Alice: [Diabolic Edict]}
        actions:
          - {cast: Diabolic Edict, targets: [Alice]}
    """)
    assert not game.state.stack()
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Diabolic Edict", "Mazirek, Kraul Death Priest"]
    assert not any("ability" in line for line in game.state.log)


def test_603_6c_it_that_betrays_takes_the_card(board) -> None:
    """It That Betrays: Bob sacrifices his Grizzly Bears (a nontoken permanent): Alice puts
    that card from Bob's graveyard onto the battlefield under her control."""
    game = board("""
        name: it that betrays
        battlefield: [It That Betrays, {card: Grizzly Bears, controller: Bob}]
        hand: {Alice: [Diabolic Edict]}
        actions:
          - {cast: Diabolic Edict, targets: [Bob]}
    """)
    bears = [o for o in game.state.battlefield() if game.name_of(o) == "Grizzly Bears"]
    assert len(bears) == 1
    assert game.controller_of(bears[0]) == 0 and game.obj(bears[0]).owner == 1


def test_603_2_evin_once_each_turn(board) -> None:
    """Evin, Waterdeep Opportunist: two creatures sacrificed in one turn (Bob's to an edict,
    then Alice's own): one Treasure."""
    game = board("""
        name: evin
        battlefield:
          - "Evin, Waterdeep Opportunist"
          - {card: Savannah Lions, as: lions}
          - {card: Grizzly Bears, controller: Bob}
        hand: {Alice: [Diabolic Edict, Diabolic Edict]}
        choices: [lions]
        actions:
          - {cast: Diabolic Edict, targets: [Bob]}
          - {cast: Diabolic Edict, targets: [Alice]}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 0)].count(
        "Savannah Lions") == 1
    treasures = [o for o in game.state.battlefield() if game.name_of(o) == "Treasure Token"]
    assert len(treasures) == 1 and game.obj(treasures[0]).tapped


@pytest.mark.parametrize("line", [
    # 603.2c: "one or more" without the once-each-turn limit stays unread (a batch)
    "Whenever one or more players sacrifice one or more creatures, draw a card.",
    # only permanents are sacrificed (701.21a)
    "Whenever a player sacrifices a creature card, draw a card.",
])
def test_701_21a_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card") is None
