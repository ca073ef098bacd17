"""701.15a: "goad target creature an opponent controls" - until the next turn of the
controller of the resolving ability, the creature is goaded (701.15b: it attacks each combat
if able, and a player other than the goading player if able). Taunting Sliver grants the
trigger in quotes to Slivers (113.10): it enters, goads Bob's creature; on Bob's turn the
creature must attack, and Carol rather than Alice; once Alice's next turn begins, the goad
is over."""

from __future__ import annotations

import pytest
from conftest import obj_id
from test_combat import attack

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.goad import goaders
from arbiter.errors import IllegalActionError
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import UNTIL_YOUR_NEXT_TURN

ALICE, BOB, CAROL = 0, 1, 2


@pytest.mark.parametrize(("name", "line"), [
    ("Taunting Sliver", 'Sliver creatures you control have "When this creature enters, goad '
     'target creature an opponent controls."'),
])
def test_701_15a_goad_lines_read(name: str, line: str) -> None:
    (static,) = compile_text(line, name)
    (granted,) = static.effects[0].parts[0].abilities
    (effect,) = granted.instructions
    assert effect.parts == (RulesPart("goaded"),) and effect.duration == UNTIL_YOUR_NEXT_TURN
    (spec,) = granted.targets
    assert spec.count == 1 and not spec.up_to


def _goaded(solve, passes: int = 0):
    out = solve("""
        name: taunting sliver
        players: [Alice, Bob, Carol]
        library: {Alice: [Island, Island], Bob: [Island, Island], Carol: [Island, Island]}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
        hand: {Alice: [Taunting Sliver]}
        choices: [bears]
        actions:
          - {cast: Taunting Sliver}
    """.rstrip() + "\n" + "          - {pass: {to: upkeep}}\n" * passes)
    assert out.passed, out.failures
    return out.game


def test_701_15a_the_enters_trigger_goads_the_target(solve) -> None:
    game = _goaded(solve)
    bears = obj_id(game, "bears")
    assert goaders(game, bears) == [ALICE]


def test_701_15b_on_bobs_turn_it_must_attack_carol(solve) -> None:
    game = _goaded(solve, passes=1)
    bears = obj_id(game, "bears")
    assert game.state.turn.active == BOB and goaders(game, bears) == [ALICE]
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        attack(game, {})
    with pytest.raises(IllegalActionError, match=r"701\.15b"):
        attack(game, {bears: ("player", ALICE)})
    attack(game, {bears: ("player", CAROL)})
    assert game.state.combat.attackers == {bears: ("player", CAROL)}


def test_701_15a_the_goad_ends_as_alices_next_turn_begins(solve) -> None:
    game = _goaded(solve, passes=3)  # Bob's upkeep, Carol's, then Alice's (turn 4)
    bears = obj_id(game, "bears")
    assert game.state.turn.active == ALICE and game.state.turn.number == 4
    assert goaders(game, bears) == []
