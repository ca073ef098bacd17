"""Start your engines! (702.179) and max speed (702.178), played through the real engine: a
player who controls a permanent with start your engines! and has no speed gets speed 1 (a
state-based action, 704.5z); their inherent triggered ability raises it by 1 the first time
each turn opponents lose life during their turn, while it is less than 4 (702.179d); at 4
they have max speed, and "Max speed — [Ability]" gives its object the ability (702.178a).
Plus the lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.keywords.max_speed import max_speed
from arbiter.engine.casting.activation import activate
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility
from arbiter.rules.speed import HasMaxSpeed
from arbiter.rules.zone_statics import ZoneStaticAbility

ALICE, BOB = 0, 1


def test_702_179a_start_your_engines_line_read() -> None:
    (kw,) = parse_keyword_line("Start your engines! (If you have no speed, it starts at 1. It "
                               "increases once on each of your turns when an opponent loses "
                               "life. Max speed is 4.)")
    assert kw.keyword == "start your engines!"


@pytest.mark.parametrize(("line", "name"), [
    ("Max speed \u2014 This creature gets +1/+2. (If your speed is 4, you have max speed.)",
     "Walking Sarcophagus"),
    ("Max speed \u2014 This creature has deathtouch and haste.", "Gastal Thrillseeker"),
    ("Max speed \u2014 {1}, Sacrifice this creature: Draw a card.", "A Racer"),
])
def test_702_178a_max_speed_lines_read(line: str, name: str) -> None:
    (ab,) = max_speed(line, name)
    assert isinstance(ab, StaticAbility) and ab.condition == HasMaxSpeed()


def test_702_178b_max_speed_from_the_graveyard_functions_there() -> None:
    """702.178b: the granted ability works from the graveyard, so the max speed ability
    does too (a static ability functioning only there, 113.6c)."""
    (ab,) = max_speed("Max speed \u2014 {3}, Exile this card from your graveyard: Draw a "
                      "card.", "Goblin Surveyor")
    assert isinstance(ab, ZoneStaticAbility) and ab.functions_from == frozenset({"graveyard"})
    assert ab.condition == HasMaxSpeed()


def test_702_178b_a_granted_trigger_from_the_graveyard_stays_unread() -> None:
    """A triggered ability working from the graveyard isn't carried out here."""
    (ab,) = max_speed("Max speed \u2014 When you cast a spell, return this card from your "
                      "graveyard to your hand.", "A Racer")
    assert isinstance(ab, UnsupportedAbility)


@pytest.mark.parametrize(("speed", "offered"), [(4, True), (3, False)])
def test_702_178b_goblin_surveyor_from_the_graveyard_at_max_speed(board, speed,
                                                                  offered) -> None:
    """Goblin Surveyor in Alice's graveyard: at speed 4 she may pay {3} and exile it to draw
    a card (it is exiled, she draws); at speed 3 the ability doesn't exist (not offered,
    refused)."""
    game = board("""
        name: surveyor
        battlefield: [Mountain, Mountain, Mountain]
        graveyard: {Alice: [{card: Goblin Surveyor, as: surveyor}]}
        library: {Alice: [Plains, Island], Bob: [Plains]}
    """)
    game.state.players[ALICE].speed = speed
    game.state.touch()
    surveyor = obj_id(game, "surveyor")
    actions = [a for a in priority_actions(game, ALICE)
               if a.kind == "activate" and a.obj == surveyor]
    assert bool(actions) is offered
    ability = actions[0].ability if offered else "{3}"
    hand = len(game.state.zone_list("hand", ALICE))
    if not offered:
        with pytest.raises(IllegalActionError):
            activate(game, surveyor, ALICE, ability, [], {}, pay=True)
        assert game.obj(surveyor).zone == "graveyard"
        return
    activate(game, surveyor, ALICE, ability, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "surveyor")).zone == "exile"
    assert len(game.state.zone_list("hand", ALICE)) == hand + 1


_BOARD = """
    name: speed
    battlefield: [Swamp, Mountain, Swamp, Mountain]
    hand: {Alice: [{card: Gastal Thrillseeker, as: first},
                   {card: Gastal Thrillseeker, as: second}]}
    library: {Alice: [Plains, Plains, Plains, Plains], Bob: [Plains, Plains, Plains, Plains]}
"""


def _speed(game, player: int = ALICE):
    return game.state.players[player].speed


def test_702_179a_702_179d_speed_starts_at_one_and_rises_when_an_opponent_loses_life(
        board) -> None:
    """Alice has no speed; Gastal Thrillseeker enters (she now has speed 1: 704.5z) and its
    trigger deals 1 damage to Bob during her turn: her speed becomes 2. Bob, who controls no
    such permanent, still has none."""
    game = board(_BOARD)
    assert _speed(game) is None
    cast(game, obj_id(game, "first"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 19
    assert _speed(game) == 2
    assert _speed(game, BOB) is None


def test_702_179d_only_once_each_turn(board) -> None:
    """A second Thrillseeker's damage to Bob the same turn doesn't raise it again."""
    game = board(_BOARD)
    cast(game, obj_id(game, "first"), ALICE, [], {}, pay=True)
    resolve_all(game)
    cast(game, obj_id(game, "second"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 18
    assert _speed(game) == 2


def test_702_179d_not_during_an_opponents_turn(board) -> None:
    """On Bob's turn, Bob losing life doesn't raise Alice's speed ("during your turn")."""
    game = board(_BOARD)
    cast(game, obj_id(game, "first"), ALICE, [], {}, pay=True)
    resolve_all(game)
    pass_to(game, 2)
    game.lose_life(BOB, 1)
    resolve_all(game)
    assert _speed(game) == 2


def test_702_179d_702_178a_max_speed_grants_the_ability(board) -> None:
    """At speed 3, Bob losing life raises it to 4: Alice has max speed and her
    Thrillseeker has deathtouch and haste; at 4 it rises no further (its "if")."""
    game = board(_BOARD)
    cast(game, obj_id(game, "first"), ALICE, [], {}, pay=True)
    resolve_all(game)
    first = obj_id(game, "first")
    assert not game.chars(first).has_keyword("deathtouch")
    pass_to(game, 3)
    game.state.players[ALICE].speed = 3
    game.state.touch()
    game.lose_life(BOB, 1)
    resolve_all(game)
    assert _speed(game) == 4
    assert game.chars(first).has_keyword("deathtouch") and game.chars(first).has_keyword("haste")
    pass_to(game, 5)
    game.lose_life(BOB, 1)
    resolve_all(game)
    assert _speed(game) == 4


def test_702_179b_speed_stays_without_the_permanent(board) -> None:
    """Speed is the player's: the Thrillseeker gone, Alice keeps speed 2 (and it isn't set
    again)."""
    game = board(_BOARD)
    cast(game, obj_id(game, "first"), ALICE, [], {}, pay=True)
    resolve_all(game)
    game.sacrifice(obj_id(game, "first"))
    resolve_all(game)
    assert _speed(game) == 2
