"""400.7 / 400.7j: "it" after an instruction that moved an object is the new object it
became in a public zone; 608.2h: conditions about it use its last known information
("If its mana value was 3 or less", "If you controlled that permanent", and "If it's a
Zombie card" about a card just put into a hand)."""

from __future__ import annotations

import pytest
from conftest import obj_id
from test_compiler_mid_d import cast, zone

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.turn.steps import step_actions
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.last_known_conditions import ObjectWas
from arbiter.rules.object_conditions import ObjectIs

_DB = CardDatabase.bundled()
_NEW = I.Ref.new_of(I.Ref.target(0))


def _spell(name: str):
    face = _DB.get(name).faces[0]
    (ab,) = compile_text(face.oracle_text.split("\n")[0], face.name, True)
    return ab


# -- 400.7j: what names the new object ---------------------------------------------------------
@pytest.mark.parametrize(("name", "kind", "field"), [
    ("Bond of Revival", I.CreateEffect, "affected"),        # It gains haste until ...
    ("Miraculous Recovery", I.PutCounters, "on"),            # Put a +1/+1 counter on it.
    ("Footsteps of the Goryo", I.DelayedTrigger, "what"),   # Sacrifice that creature at ...
    ("Cloudshift", I.ReturnToBattlefield, "what"),           # ... then return that card ...
    ("Ruin Ghost", I.ReturnToBattlefield, "what"),
])
def test_400_7j_it_after_a_move_to_a_public_zone_is_the_new_object(name, kind, field) -> None:
    rec = _DB.get(name).faces[0]
    text = next(x for x in rec.oracle_text.split("\n") if "target" in x)
    text = text.split(": ", 1)[1] if text.startswith("{") else text
    (ab,) = compile_text(text, rec.name, True)
    later = [x for x in ab.instructions[1:] if isinstance(x, kind)]
    assert getattr(later[0], field) == _NEW


@pytest.mark.parametrize(("name", "subtype"), [("Defy Death", "Angel"),
                                               ("Fearsome Awakening", "Dragon")])
def test_400_7j_if_its_a_type_is_about_the_permanent_returned(name, subtype) -> None:
    ret, cond = _spell(name).instructions
    assert cond.condition == ObjectIs(_NEW, s.And((s.InZone(("battlefield",)),
                                                   s.IsSubtype(subtype))))
    (counters,) = cond.then
    assert counters.on == _NEW


def test_608_2h_if_its_a_zombie_card_after_a_hand_is_last_known() -> None:
    """Cemetery Recruitment: the card went to a hidden zone; "it" is the card as it last
    existed in the graveyard (608.2h), with no zone in the selector."""
    _ret, cond = _spell("Cemetery Recruitment").instructions
    assert cond.condition == ObjectWas(I.Ref.target(0), s.And((s.IsSubtype("Zombie"),)))


@pytest.mark.parametrize(("name", "selector"), [
    ("Fading Hope", s.ManaValueAtMost(3)),
    ("Geistwave", s.ControlledByYou()),
])
def test_608_2h_past_tense_conditions_compile(name, selector) -> None:
    ret, cond = _spell(name).instructions
    assert isinstance(ret, I.ReturnToHand) and ret.what == I.Ref.target(0)
    assert cond.condition == ObjectWas(I.Ref.target(0), selector)


def test_608_2h_generous_gift_its_controller_stays_last_known() -> None:
    """608.2h: "its controller" after the permanent was destroyed is its controller as it
    last existed on the battlefield (not something of the new object in the graveyard)."""
    _destroy, token = _spell("Generous Gift").instructions
    assert token.who == I.Ref.controller_of(0)


def test_608_2h_generous_gift_the_token_is_for_the_last_controller(board) -> None:
    """Bob's card controlled by Alice is destroyed: Alice, its controller as it last
    existed, creates the Elephant (its owner Bob gets the card in his graveyard)."""
    game = board("""
        name: gift
        battlefield: [{card: Grizzly Bears, as: c, owner: Bob, controller: Alice}]
        hand: {Alice: [{card: Generous Gift, as: gg}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "gg", ["c"])
    assert zone(game, "c") == "graveyard"
    (token,) = game.state.battlefield()
    assert game.chars(token).name == "Elephant Token" and game.chars(token).controller == 0


# -- on a board ----------------------------------------------------------------------------
def test_400_7j_miraculous_recovery_puts_the_counter_on_the_permanent(board) -> None:
    game = board("""
        name: recovery
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        hand: {Alice: [{card: Miraculous Recovery, as: mr}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "mr", ["bears"])
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "battlefield"
    assert game.obj(bears).counters == {"+1/+1": 1}
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)


def test_400_7j_bond_of_revival_the_returned_creature_has_haste(board) -> None:
    game = board("""
        name: bond
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        hand: {Alice: [{card: Bond of Revival, as: bond}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "bond", ["bears"])
    assert game.chars(obj_id(game, "bears")).has_keyword("haste")


def test_400_7j_footsteps_of_the_goryo_sacrifices_the_permanent_at_end_step(board) -> None:
    game = board("""
        name: footsteps
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        hand: {Alice: [{card: Footsteps of the Goryo, as: fg}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "fg", ["bears"])
    assert zone(game, "bears") == "battlefield"
    from arbiter.engine.turn.steps import resolve_all

    step_actions(game, "end")
    resolve_all(game)
    assert zone(game, "bears") == "graveyard"


@pytest.mark.parametrize(("creature", "counters"), [("Serra Angel", {"+1/+1": 2}),
                                                    ("Grizzly Bears", {})])
def test_400_7j_defy_death_counters_only_on_an_angel(board, creature, counters) -> None:
    game = board(f"""
        name: defy death
        graveyard: {{Alice: [{{card: {creature}, as: c}}]}}
        hand: {{Alice: [{{card: Defy Death, as: dd}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    cast(game, "dd", ["c"])
    c = obj_id(game, "c")
    assert game.obj(c).zone == "battlefield" and game.obj(c).counters == counters


@pytest.mark.parametrize(("creature", "draws"), [("Diregraf Ghoul", 1),
                                                 ("Grizzly Bears", 0)])
def test_608_2h_cemetery_recruitment_draws_for_a_zombie_card(board, creature, draws) -> None:
    game = board(f"""
        name: recruitment
        graveyard: {{Alice: [{{card: {creature}, as: c}}]}}
        hand: {{Alice: [{{card: Cemetery Recruitment, as: cr}}]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains]}}
    """)
    cast(game, "cr", ["c"])
    assert zone(game, "c") == "hand"
    assert len(game.state.zone_list("hand", 0)) == 1 + draws


@pytest.mark.parametrize(("creature", "scries"), [("Grizzly Bears", 1), ("Serra Angel", 0)])
def test_608_2h_fading_hope_scries_if_its_mana_value_was_3_or_less(board, creature,
                                                                  scries) -> None:
    game = board(f"""
        name: fading hope
        battlefield: [{{card: {creature}, as: c, controller: Bob}}]
        hand: {{Alice: [{{card: Fading Hope, as: fh}}]}}
        library: {{Alice: [Plains, Island], Bob: [Plains]}}
    """)
    script = cast(game, "fh", ["c"], answers={"scry": [None] * 3})
    assert zone(game, "c") == "hand"
    assert len([d for d in script.asked if "scry" in (d.key or d.kind)]) == scries


@pytest.mark.parametrize(("controller", "draws"), [("Alice", 1), ("Bob", 0)])
def test_608_2h_geistwave_draws_if_you_controlled_that_permanent(board, controller,
                                                                 draws) -> None:
    """The permanent is Bob's card; "you controlled" is about its controller as it last
    existed on the battlefield (in Bob's hand it would be Bob's)."""
    game = board(f"""
        name: geistwave
        battlefield: [{{card: Grizzly Bears, as: c, owner: Bob, controller: {controller}}}]
        hand: {{Alice: [{{card: Geistwave, as: gw}}]}}
        library: {{Alice: [Plains, Island], Bob: [Plains]}}
    """)
    cast(game, "gw", ["c"])
    assert game.obj(obj_id(game, "c")).zone == "hand" and game.obj(obj_id(game, "c")).owner == 1
    assert len(game.state.zone_list("hand", 0)) == draws
