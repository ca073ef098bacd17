"""107.3a, 608.2h, 603.10a: "..., where X is its power" defining a number an instruction uses
(compiler.effects.its_stat). "Its" is the object that "it" can only be: the object the
trigger's event names (Railway Brawler's entering creature, Murder Investigation's
enchanted creature as it last existed), the source as it last existed in its own dies
trigger (Faerie Bladecrafter), the source itself otherwise (Heroes' Bane). Before, the
number was the source's power as it is on the battlefield: Railway Brawler (5/5) gave a
Serra Angel five counters, and a dies trigger stopped the game with an internal error.
"That card's mana value" where the card is one the ability moved (Nyla, Shirshu Sleuth) is
left unread (it was the source's own mana value)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.event_object_stats import EventObjectStat
from arbiter.rules.instructions import objects as I
from arbiter.rules.last_known import StatOf
from arbiter.rules.structure import nodes


@pytest.mark.parametrize(("name", "line", "value"), [
    ("Railway Brawler", "Whenever another creature you control enters, put X +1/+1 counters "
     "on it, where X is its power.", EventObjectStat("power")),
    ("Murder Investigation", "When enchanted creature dies, create X 1/1 white Soldier "
     "creature tokens, where X is its power.", EventObjectStat("power")),
    ("Faerie Bladecrafter", "When this creature dies, each opponent loses X life and you gain "
     "X life, where X is its power.", EventObjectStat("power")),
    ("Heroes' Bane", "{2}{G}{G}: Put X +1/+1 counters on this creature, where X is its power.",
     StatOf(I.Ref.this(), "power")),
    ("Spotter Thopter", "When this creature enters, scry X, where X is its power.",
     StatOf(I.Ref.this(), "power")),
    ("Test", "At the beginning of your upkeep, put X +1/+1 counters on ~, where X is its "
     "power.", StatOf(I.Ref.this(), "power")),
])
def test_608_2h_its_power_in_an_instruction(name: str, line: str, value: object) -> None:
    [ability] = compile_text(line, name, False) or [None]
    assert value in list(nodes(ability.instructions))


@pytest.mark.parametrize("line", [
    # "that card" is the card exiled, not the source
    "When ~ enters, exile up to one target creature card from your graveyard. If you do, you "
    "lose X life and create X Clue tokens, where X is that card's mana value.",
    # "its" could be the card exiled
    "When ~ enters, exile a creature card from a graveyard. Create X 1/1 green Saproling "
    "creature tokens, where X is its power.",
    # "its" could be each creature's
    "At the beginning of your upkeep, put X +1/+1 counters on each creature you control, "
    "where X is its power.",
    # a trigger on a spell: "its" could be the spell's
    "Whenever you cast a creature spell, put X +1/+1 counters on ~, where X is its power.",
])
def test_608_2h_its_power_of_another_object_stays_unread(line: str) -> None:
    assert compile_text(line, "Nyla, Shirshu Sleuth", False, legendary=True) is None, line


def test_608_2h_railway_brawler_counts_the_entering_creatures_power(solve) -> None:
    """Railway Brawler (5/5): Serra Angel (4/4) enters and gets four +1/+1 counters, its own
    power, not the Brawler's five."""
    out = solve("""
        name: railway brawler
        battlefield: [{card: Railway Brawler, as: brawler}]
        hand: {Alice: [{card: Serra Angel, as: angel}]}
        actions:
          - {cast: Serra Angel}
        expect:
          angel: {zone: battlefield}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    counters = {game.chars(o).name: dict(game.state.objects[o].counters)
                for o in game.state.battlefield()}
    assert counters["Serra Angel"] == {"+1/+1": 4}
    assert not counters["Railway Brawler"]


def test_603_10a_murder_investigation_counts_the_dead_creatures_power(solve) -> None:
    """Murder Investigation on Alice's Serra Angel (4/4), which Bob's Murder destroys: the
    Aura goes too, and its trigger creates four Soldiers (the Angel's power as it last
    existed on the battlefield)."""
    out = solve("""
        name: murder investigation
        battlefield:
          - {card: Serra Angel, as: angel}
          - {card: Murder Investigation, attached_to: angel}
        hand: {Bob: [Murder]}
        actions:
          - {cast: Murder, by: Bob, targets: [angel]}
        expect:
          angel: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    soldiers = [o for o in game.state.battlefield() if "Soldier" in game.chars(o).subtypes]
    assert len(soldiers) == 4
    assert all(game.chars(o).controller == 0 for o in soldiers)


def test_603_10a_faerie_bladecrafter_drains_its_last_known_power(solve) -> None:
    """Faerie Bladecrafter (2/2) with two +1/+1 counters dies: its power as it last existed
    was 4, so Bob loses 4 and Alice gains 4 (the card in the graveyard is a 2/2)."""
    out = solve("""
        name: faerie bladecrafter
        battlefield:
          - {card: Faerie Bladecrafter, as: faerie, counters: {+1/+1: 2}}
        hand: {Bob: [Murder]}
        actions:
          - {cast: Murder, by: Bob, targets: [faerie]}
        expect:
          faerie: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert [p.life for p in game.state.players] == [24, 16]


def test_608_2h_pyretic_rebirth_deals_the_returned_cards_mana_value(solve) -> None:
    """Pyretic Rebirth (mana value 5) returns Grizzly Bears (mana value 2) from Alice's
    graveyard to her hand and deals 2 damage to Bob's Serra Angel (4/4), which lives:
    "that card's mana value" is the card's, not the spell's own (it dealt 5)."""
    out = solve("""
        name: pyretic rebirth
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        hand: {Alice: [Pyretic Rebirth]}
        actions:
          - {cast: Pyretic Rebirth, targets: [bears, angel]}
        expect:
          bears: {zone: hand}
          angel: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "angel")).damage == 2


def test_608_2h_volcanic_vision_deals_the_returned_cards_mana_value(solve) -> None:
    """Volcanic Vision (mana value 7) returns Shock (mana value 1): 1 damage to each creature
    Bob controls, so his Llanowar Elves dies and his Grizzly Bears lives."""
    out = solve("""
        name: volcanic vision
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        graveyard: {Alice: [{card: Shock, as: shock}]}
        hand: {Alice: [Volcanic Vision]}
        actions:
          - {cast: Volcanic Vision, targets: [shock]}
        expect:
          shock: {zone: hand}
          elves: {zone: graveyard}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_603_10a_goldvein_hydra_makes_treasures_equal_to_its_last_power(solve) -> None:
    """Goldvein Hydra (0/0) with three +1/+1 counters dies: "create a number of tapped
    Treasure tokens equal to its power" makes three, its power as it last existed (the card
    in the graveyard is 0/0; before, the game stopped with an internal error)."""
    out = solve("""
        name: goldvein hydra
        battlefield:
          - {card: Goldvein Hydra, as: hydra, counters: {+1/+1: 3}}
        hand: {Bob: [Murder]}
        actions:
          - {cast: Murder, by: Bob, targets: [hydra]}
        expect:
          hydra: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    treasures = [o for o in game.state.battlefield() if "Treasure" in game.chars(o).subtypes]
    assert len(treasures) == 3 and all(game.obj(o).tapped for o in treasures)
