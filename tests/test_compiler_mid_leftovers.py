"""Innistrad: Midnight Hunt leftovers: one-shot and odd templates. Real Oracle lines →
compiled structure, and the cards played on a board with the real engine (decisions answered
by a script that records every question asked)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id
from oracle import one as _one
from test_compiler_mid_e import Script, cast

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import loop, steps
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.instructions import ExileCounting
from arbiter.rules.last_known import SacrificedTotalPower


def _zone(game: Any, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- 608.2d / 608.2c: "you may exile a card from a graveyard. If a creature card was exiled
# this way, ..." (Deathbonnet Hulk) -------------------------------------------------------------
def test_608_2c_deathbonnet_hulk_compiles() -> None:
    ab = _one("Deathbonnet Sprout", "At the beginning of your upkeep", False, face=1)
    assert ab.instructions == (I.MayDo(do=(I.ChooseObject(
        s.And((s.InZone(("graveyard",)),)),
        (ExileCounting(what=I.Ref.it(), selector=s.IsType("Creature"),
                       then=(I.PutCounters("+1/+1", 1, on=I.Ref.this()),)),)),)),)


@pytest.mark.parametrize(("pick", "counters"), [
    ("bears", 1),   # a creature card (from Bob's graveyard: any graveyard, 608.2d)
    ("plains", 0),  # not a creature card: no counter
])
def test_608_2c_deathbonnet_hulk_counter_only_for_a_creature_card(board, pick,
                                                                  counters) -> None:
    game = board("""
        name: hulk
        battlefield: [{card: Deathbonnet Sprout, transformed: true, as: hulk}]
        graveyard: {Alice: [{card: Plains, as: plains}],
                    Bob: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    cards = sorted([obj_id(game, "plains"), obj_id(game, "bears")])
    script = Script(game, {"may": ["yes"], "choose_object": [pick]})
    game.decider = script
    game.state.turn.step = "upkeep"
    loop.begin(game, "upkeep")
    steps.resolve_all(game)
    (asked,) = [d for d in script.asked if d.key == "choose_object"]
    # not a target: both graveyards' cards are offered, each card once
    assert sorted(v for _, v in asked.options) == cards
    assert _zone(game, pick) == "exile"
    hulk = game.obj(obj_id(game, "hulk"))
    assert hulk.counters.get("+1/+1", 0) == counters
    assert game.chars(hulk.id).power == 3 + counters


def test_608_2c_deathbonnet_hulk_may_decline(board) -> None:
    game = board("""
        name: hulk declines
        battlefield: [{card: Deathbonnet Sprout, transformed: true, as: hulk}]
        graveyard: {Bob: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
    """)
    game.decider = Script(game, {"may": ["no"]})
    game.state.turn.step = "upkeep"
    loop.begin(game, "upkeep")
    steps.resolve_all(game)
    assert _zone(game, "bears") == "graveyard"
    assert game.obj(obj_id(game, "hulk")).counters.get("+1/+1", 0) == 0


# -- 111.3 / 608.2h: X/X tokens; "the total power of the sacrificed creatures" (118.8) ---------
@pytest.mark.parametrize(("name", "starts", "spell", "n", "x"), [
    ("Corpse Cobble", "Create an X/X", True, 1, SacrificedTotalPower()),
    ("Slime Molding", "Create an X/X", True, 1, V.ChosenX()),
    ("Devastating Summons", "Create two X/X", True, 2, V.ChosenX()),
    ("Flesh Carver", "When this creature dies", False, 1, V.SourcePower()),
    ("Kura, the Boundless Sky", "• Create an X/X", True, 1, V.CountOf(s.And((
        s.InZone(("battlefield",)), s.IsType("Land"), s.ControlledByYou())))),
])
def test_111_3_x_x_tokens_compile(name, starts, spell, n, x) -> None:
    (step,) = _one(name, starts, spell).instructions
    assert isinstance(step, I.CreateToken) and step.n == n and step.x == x
    assert step.token.power is None and step.token.toughness is None  # X, filled in later


def test_111_3_corpse_cobble_token_is_the_total_power_sacrificed(board) -> None:
    """118.8 / 608.2h: Bears (2) and a Hill Giant with a +1/+1 counter (4, as it last
    existed) are sacrificed as the spell is cast: a 6/6 blue and black Zombie with menace."""
    from arbiter.vocab import Color

    game = board("""
        name: cobble
        battlefield: [{card: Grizzly Bears, as: bears},
                      {card: Hill Giant, as: giant, counters: {+1/+1: 1}},
                      {card: Savannah Lions, as: lions}]
        hand: {Alice: [{card: Corpse Cobble, as: cobble}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    paid = [obj_id(game, "bears"), obj_id(game, "giant")]
    cast(game, "cobble", choices={"additional": [paid]})
    assert _zone(game, "bears") == "graveyard" and _zone(game, "giant") == "graveyard"
    assert _zone(game, "lions") == "battlefield"
    (token,) = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    ch = game.chars(token)
    assert (ch.power, ch.toughness) == (6, 6)
    assert set(ch.subtypes) == {"Zombie"} and set(ch.colors) == {Color.BLUE, Color.BLACK}
    assert ch.has_keyword("menace")


def test_704_5f_corpse_cobble_with_nothing_sacrificed_makes_a_0_0_that_dies(board) -> None:
    game = board("""
        name: cobble none
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Corpse Cobble, as: cobble}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "cobble", choices={"additional": [[]]})
    assert _zone(game, "bears") == "battlefield"
    assert not any(game.obj(o).token is not None for o in game.state.battlefield())


def test_107_3a_slime_molding_makes_an_x_x_ooze(board) -> None:
    game = board("""
        name: slime
        hand: {Alice: [{card: Slime Molding, as: slime}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "slime", choices={"x": 3})
    (token,) = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert (game.chars(token).power, game.chars(token).toughness) == (3, 3)


def test_608_2h_flesh_carver_token_uses_its_power_as_it_last_existed(board) -> None:
    """Flesh Carver with two +1/+1 counters (4/4) dies: a 4/4 black Horror."""
    from arbiter.engine import sba

    game = board("""
        name: carver
        battlefield: [{card: Flesh Carver, as: carver, counters: {+1/+1: 2}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.move(obj_id(game, "carver"), "graveyard")
    sba.run(game)
    steps.resolve_all(game)
    (token,) = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert (game.chars(token).power, game.chars(token).toughness) == (4, 4)
    assert game.chars(token).subtypes == {"Horror"}


# -- 602.2b / 601.2h / 122.8: "Remove any number of charge counters from ~: It deals that
# much damage to any target." (Geistflame Reservoir) -------------------------------------------
def test_602_2b_geistflame_reservoir_remove_any_number_compiles() -> None:
    from arbiter.rules import costs as K
    from arbiter.rules.cost_values import CountersRemovedAsCost

    ab = _one("Geistflame Reservoir", "{1}{R}, {T}, Remove any number", False)
    assert ab.cost == (K.ManaPayment("{1}{R}"), K.TapCost(), K.RemoveCountersCost("charge", None))
    assert ab.instructions == (I.DealDamage(CountersRemovedAsCost(), to=I.Ref.target(0),
                                            source=I.Ref.this()),)
    assert [t.kind for t in ab.targets] == ["any"]
    # "that much" elsewhere (no counters removed as a cost) stays unread
    assert compile_text("{T}: It deals that much damage to any target.", "X") is None


def _reservoir(board: Any) -> Any:
    return board("""
        name: reservoir
        battlefield: [{card: Geistflame Reservoir, as: res, counters: {charge: 3}},
                      {card: Hill Giant, controller: Bob, as: giant}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)


@pytest.mark.parametrize(("remove", "bob_life", "left"), [(2, 18, 1), (3, 17, 0), (0, 20, 3)])
def test_602_2b_geistflame_reservoir_deals_as_much_as_removed(board, remove, bob_life,
                                                              left) -> None:
    """The player chooses how many counters to remove as the cost is paid (0 to 3); the
    ability deals that much damage (0 damage is no damage at all, 120.8)."""
    from arbiter.engine.casting import activation

    game = _reservoir(board)
    res = obj_id(game, "res")
    game.decider = Script(game, {"remove": [remove]})
    activation.activate(game, res, 0, 2, [("player", 1)], {})
    assert game.obj(res).counters.get("charge", 0) == left and game.obj(res).tapped
    steps.resolve_all(game)
    assert game.state.players[1].life == bob_life


def test_602_2b_geistflame_reservoir_can_damage_a_creature(board) -> None:
    from arbiter.engine.casting import activation

    game = _reservoir(board)
    res, giant = obj_id(game, "res"), obj_id(game, "giant")
    activation.activate(game, res, 0, 2, [giant], {"remove": 3})
    steps.resolve_all(game)
    assert _zone(game, "giant") == "graveyard"  # 3 damage to a 3/3 (704.5g)


def test_122_8_geistflame_reservoir_cant_remove_more_counters_than_it_has(board) -> None:
    """An illegal number leaves the game as it was: still untapped, three counters."""
    from arbiter.engine.casting import activation
    from arbiter.errors import IllegalActionError

    game = _reservoir(board)
    res = obj_id(game, "res")
    with pytest.raises(IllegalActionError):
        activation.activate(game, res, 0, 2, [("player", 1)], {"remove": 4})
    assert game.obj(res).counters.get("charge", 0) == 3 and not game.obj(res).tapped
    assert not game.state.stack_items


# -- 701.9a / 603.2: "you may discard your hand. If you do, draw a card for each of that
# spell's colors." (Moonveil Regent) ----------------------------------------------------------
def test_701_9a_moonveil_regent_compiles() -> None:
    from arbiter.engine.keyword_actions.discard_hand import DiscardHand
    from arbiter.rules.spell_event_values import ThatSpellColors

    ab = _one("Moonveil Regent", "Whenever you cast a spell", False)
    assert ab.trigger.event == "cast"
    assert ab.instructions == (I.MayDo(do=(DiscardHand(), I.IfDid(then=(
        I.Draw(ThatSpellColors()),)))),)
    # "that spell" with no cast trigger names nothing: unread
    assert compile_text("When ~ enters, draw a card for each of that spell's colors.",
                        "X") is None


def _regent(board: Any, hand: str) -> Any:
    return board(f"""
        name: regent
        battlefield: [{{card: Moonveil Regent, as: regent}}]
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [Island, Island, Island, Island], Bob: [Plains]}}
    """)


@pytest.mark.parametrize(("may", "hand_after", "graveyard_plains"), [
    ("yes", 2, 2),  # two Plains discarded, two cards drawn (Lightning Helix: red and white)
    ("no", 2, 0),   # nothing discarded, nothing drawn
])
def test_701_9a_moonveil_regent_discards_the_hand_and_draws_per_color(
        board, may, hand_after, graveyard_plains) -> None:
    game = _regent(board, "{card: Lightning Helix, as: helix}, Plains, Plains")
    cast(game, "helix", [("player", 1)], answers={"may": [may]})
    hand = game.state.zone_list("hand", 0)
    assert len(hand) == hand_after
    assert all(game.name_of(o) == ("Island" if may == "yes" else "Plains") for o in hand)
    assert sum(1 for o in game.state.zone_list("graveyard", 0)
               if game.name_of(o) == "Plains") == graveyard_plains
    assert game.state.players[1].life == 17  # the Helix still resolves


def test_701_9a_moonveil_regent_with_an_empty_hand_still_draws(board) -> None:
    """Ruling: a hand of no cards may be discarded; then a card per color is drawn."""
    game = _regent(board, "{card: Lightning Helix, as: helix}")
    cast(game, "helix", [("player", 1)], answers={"may": ["yes"]})
    assert len(game.state.zone_list("hand", 0)) == 2


def test_105_2c_moonveil_regent_colorless_spell_draws_nothing(board) -> None:
    game = _regent(board, "{card: Ornithopter, as: thopter}, Plains")
    cast(game, "thopter", answers={"may": ["yes"]})
    assert game.state.zone_list("hand", 0) == []  # the Plains discarded, 0 colors: no draw
