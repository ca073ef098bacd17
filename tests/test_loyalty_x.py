"""107.3a, 606.4, 606.6: a loyalty ability with the cost [−X]. Its controller announces X
as the ability is activated (107.3a: "[-X]" is one of the costs whose X is announced), the
cost removes that many loyalty counters (606.4), X can't be more than the loyalty the
permanent has (606.6), and the X in the ability's text is that value on the stack (107.3k).
"""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules import costs as K
from arbiter.rules.abilities import ActivatedAbility

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line"), [
    ("Chandra Nalaar", "[−X]: Chandra Nalaar deals X damage to target creature."),
    ("Chandra, Flamecaller", "[−X]: Chandra deals X damage to each creature."),
    ("Chandra, Chill of Compliance", "[−X]: Tap target artifact or creature. Put X stun "
     "counters on it."),
    ("Nahiri, Storm of Stone", "[−X]: Nahiri deals X damage to target tapped creature."),
    ("Sorin, Grim Nemesis", "[−X]: Sorin deals X damage to target creature or planeswalker and "
     "you gain X life."),
    ("Kasmina, Enigma Sage", "[−X]: Create a 0/0 green and blue Fractal creature token. Put X "
     "+1/+1 counters on it."),
    ("Jeska, Thrice Reborn", "[−X]: Jeska deals X damage to each of up to three targets."),
    ("Deb Thomas", "[−X]: Employees and Dogs you control get +X/+0 until end of turn."),
])
def test_107_3a_minus_x_loyalty_lines_are_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, ActivatedAbility), ab
    assert ab.cost == (K.LoyaltyCost(0, x=True),) and ab.loyalty is not None
    assert ab.sorcery_speed  # 606.3


def test_606_4_chandra_nalaar_minus_x_removes_x_loyalty(solve) -> None:
    """Chandra Nalaar with 6 loyalty, −X with X = 3 at Bob's Hill Giant (3/3): three loyalty
    counters are removed as the cost, and the Giant is dealt 3 damage and dies."""
    out = solve("""
        name: chandra nalaar -X
        turn: {number: 3}
        battlefield:
          - {card: Chandra Nalaar, as: chandra}
          - {card: Hill Giant, controller: Bob, as: giant}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - activate: {card: chandra, ability: "-X", targets: [giant], choices: {x: 3}}
        expect:
          chandra: {counters: {loyalty: 3}}
          giant: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_606_6_minus_x_above_the_loyalty_is_refused(board) -> None:
    """X = 7 with 6 loyalty counters can't be paid (606.6): refused, the game unchanged."""
    game = board("""
        name: chandra nalaar -7
        turn: {number: 3}
        battlefield:
          - {card: Chandra Nalaar, as: chandra}
          - {card: Hill Giant, controller: Bob, as: giant}
    """)
    chandra, giant = obj_id(game, "chandra"), obj_id(game, "giant")
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, chandra, ALICE, "-X", [giant], {"x": 7})
    assert game.state.version == before
    assert game.obj(chandra).counters.get("loyalty") == 6
    assert oid_not_used(game, chandra)


def oid_not_used(game, oid: int) -> bool:
    return oid not in game.state.loyalty_used


def test_606_4_minus_x_of_zero_removes_nothing(solve) -> None:
    """X = 0 is a legal announcement: no counter is removed and Chandra, Flamecaller's
    ability deals 0 damage to each creature; it was still her loyalty ability this turn."""
    out = solve("""
        name: flamecaller -0
        turn: {number: 3}
        battlefield:
          - {card: "Chandra, Flamecaller", as: chandra}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - activate: {card: chandra, ability: "-X", choices: {x: 0}}
        expect:
          chandra: {counters: {loyalty: 4}}
          elves: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_107_3a_flamecaller_minus_x_beside_her_zero_ability(solve) -> None:
    """Chandra, Flamecaller has [0] and [−X]: "-X" names the second. X = 2: 2 damage to each
    creature kills Bob's Grizzly Bears (2/2) and spares his Hill Giant (3/3); 2 loyalty
    counters of 4 are removed."""
    out = solve("""
        name: flamecaller -2
        turn: {number: 3}
        battlefield:
          - {card: "Chandra, Flamecaller", as: chandra}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
        library: {Alice: [Mountain], Bob: [Island]}
        actions:
          - activate: {card: chandra, ability: "-X", choices: {x: 2}}
        expect:
          chandra: {counters: {loyalty: 2}}
          bears: {zone: graveyard}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_107_3a_minus_x_announced_through_the_player_decision(board) -> None:
    """Through the public API: activating Chandra Nalaar's −X asks for X among 0..6 (the
    loyalty she has, 606.6)."""
    game = board("""
        name: chandra api
        turn: {number: 2}
        battlefield:
          - {card: Chandra Nalaar, as: chandra}
          - {card: Hill Giant, controller: Bob, as: giant}
        library: {Alice: [Mountain], Bob: [Island]}
    """)
    chandra = obj_id(game, "chandra")
    minus_x = [str(a) for a in game.legal_actions() if "X damage" in str(a)]
    assert minus_x, [str(a) for a in game.legal_actions()]
    game.apply(minus_x[0])
    assert [str(a) for a in game.legal_actions()] == ["0", "1", "2", "3", "4", "5", "6"]
    game.apply("6")
    while game.obj(chandra).counters.get("loyalty", 0) and game.legal_actions():
        game.apply(str(game.legal_actions()[-1]))  # the target: Bob's giant
    assert game.obj(chandra).counters.get("loyalty", 0) == 0
