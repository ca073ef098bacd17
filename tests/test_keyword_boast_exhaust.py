"""Boast (702.142a) and exhaust (702.177a), activated abilities a keyword labels, played
through the real engine: a boast ability only if its creature attacked this turn and only
once each turn; an exhaust ability only once (for that object, 400.7). Refused activations
leave the game unchanged. Plus the lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.activated_keywords import activated_keyword
from arbiter.engine.casting.activation import activate
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility
from arbiter.rules.attacked import SourceAttackedThisTurn

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "name", "keyword"), [
    ("Boast \u2014 {1}{R}: This creature deals 1 damage to any target. (Activate only if "
     "this creature attacked this turn and only once each turn.)", "Hagi Mob", "boast"),
    ("Exhaust \u2014 {2}{G}{G}: Put two +1/+1 counters on this creature. (Activate each "
     "exhaust ability only once.)", "Afterburner Expert", "exhaust"),
    ("Exhaust \u2014 {3}{G}: Put three +1/+1 counters on this creature.", "Greenbelt Guardian",
     "exhaust"),
    # 701.67a: a waterbend cost (`engine.keyword_actions.waterbend`)
    ("Exhaust \u2014 Waterbend {3}: This Vehicle becomes an artifact creature. Put three "
     "+1/+1 counters on it.", "Invasion Submersible", "exhaust"),
])
def test_702_142a_702_177a_lines_read(line: str, name: str, keyword: str) -> None:
    (ab,) = activated_keyword(line, name)
    assert isinstance(ab, ActivatedAbility) and ab.keyword == keyword
    if keyword == "boast":
        assert ab.once_each_turn and ab.condition == SourceAttackedThisTurn()
    else:
        assert not ab.once_each_turn and ab.condition is None


@pytest.mark.parametrize(("line", "name"), [
    # 605: an exhaust mana ability (activated while paying) isn't carried out yet
    ("Exhaust \u2014 {G}, {T}: Add three mana of any one color.", "Loot, the Pathfinder"),
])
def test_702_177a_lines_not_carried_out_stay_unread(line: str, name: str) -> None:
    (ab,) = activated_keyword(line, name)
    assert isinstance(ab, UnsupportedAbility)


def test_702_142a_other_lines_are_not_boast_or_exhaust() -> None:
    assert activated_keyword("Boast abilities you activate cost {1} less to activate for "
                             "each Dragon you control.", "Dragonkin Berserker") is None


_BOAST = """
    name: boast
    battlefield: [Mountain, Mountain, Mountain, Mountain, {card: Hagi Mob, as: mob}]
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
"""


def test_702_142a_boast_refused_before_the_creature_attacked(board) -> None:
    game = board(_BOAST)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="condition"):
        activate(game, obj_id(game, "mob"), ALICE, "boast", [("player", BOB)], {}, pay=True)
    assert game.to_json() == before


def test_702_142a_boast_after_attacking_once_each_turn(board) -> None:
    """Hagi Mob attacks; its boast deals 1 damage to Bob. A second boast that turn is refused
    with the game unchanged."""
    game = board(_BOAST + "    actions:\n      - {attack: [mob]}\n")
    mob = obj_id(game, "mob")
    activate(game, mob, ALICE, "boast", [("player", BOB)], {}, pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 19
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="once each turn"):
        activate(game, mob, ALICE, "boast", [("player", BOB)], {}, pay=True)
    assert game.to_json() == before


def test_702_142a_boast_needs_an_attack_this_turn(board) -> None:
    """Having attacked last turn doesn't let Hagi Mob boast on Alice's next turn."""
    game = board(_BOAST + "    actions:\n      - {attack: [mob]}\n")
    pass_to(game, 3)
    with pytest.raises(IllegalActionError):
        activate(game, obj_id(game, "mob"), ALICE, "boast", [("player", BOB)], {}, pay=True)


_EXHAUST = """
    name: exhaust
    battlefield: [Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Plains,
                  {card: Greenbelt Guardian, as: guardian}]
    hand: {Alice: [{card: Cloudshift, as: shift}]}
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
"""


def test_702_177a_exhaust_only_once_even_on_a_later_turn(board) -> None:
    """Greenbelt Guardian's exhaust puts three +1/+1 counters on it; activating it again is
    refused that turn and on Alice's next turn, with the game unchanged."""
    game = board(_EXHAUST)
    guardian = obj_id(game, "guardian")
    activate(game, guardian, ALICE, "exhaust", [], {}, pay=True)
    resolve_all(game)
    assert game.obj(guardian).counters.get("+1/+1") == 3
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="only once"):
        activate(game, guardian, ALICE, "exhaust", [], {}, pay=True)
    assert game.to_json() == before
    pass_to(game, 3)
    with pytest.raises(IllegalActionError, match="only once"):
        activate(game, obj_id(game, "guardian"), ALICE, "exhaust", [], {}, pay=True)


def test_702_177a_a_new_object_may_exhaust_again(board) -> None:
    """Flickered by Cloudshift, the Guardian is a new object (400.7) whose exhaust ability
    hasn't been activated: it may be activated again."""
    game = board(_EXHAUST)
    activate(game, obj_id(game, "guardian"), ALICE, "exhaust", [], {}, pay=True)
    resolve_all(game)
    cast(game, obj_id(game, "shift"), ALICE, [obj_id(game, "guardian")], {}, pay=True)
    resolve_all(game)
    guardian = obj_id(game, "guardian")
    assert game.obj(guardian).counters.get("+1/+1", 0) == 0
    activate(game, guardian, ALICE, "exhaust", [], {}, pay=True)
    resolve_all(game)
    assert game.obj(guardian).counters.get("+1/+1") == 3
