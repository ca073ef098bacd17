"""603.7 / 118.12: "At the beginning of your next upkeep, pay {4}{R}. If you don't, you lose
the game." (Pact of the Titan): a delayed triggered ability of the spell, triggering in its
controller's next upkeep only (not the opponent's); paying keeps the player in the game."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import costs as K
from arbiter.rules.instructions import objects as I

_LIB = "library: {Alice: [Forest, Forest, Forest], Bob: [Forest, Forest, Forest]}"


def _pact(solve, lands: str, answers: str, passes: str) -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: pact of the titan
        battlefield: {lands}
        hand: {{Alice: [Pact of the Titan]}}
        {_LIB}
        choices: {answers}
        actions:
          - {{cast: Pact of the Titan}}
{passes}
    """)
    assert out.passed, out.failures
    return out.game


def test_603_7_the_pact_waits_through_the_opponents_upkeep(solve) -> None:
    game = _pact(solve, "[]", "[]", "          - pass: next_turn\n          - pass: {to: draw}")
    assert game.state.turn.active == 1
    assert not game.is_over
    assert any(game.name_of(o) == "Giant Token" for o in game.state.battlefield())


def test_118_3_unable_to_pay_alice_loses_in_her_next_upkeep(solve) -> None:
    game = _pact(solve, "[]", "[]", "          - pass: next_turn\n          - pass: next_turn\n"
                 "          - pass: {to: draw}")
    assert game.is_over and game.winner == 1


def test_118_12_paying_keeps_alice_in_the_game(solve) -> None:
    lands = "[Mountain, Mountain, Mountain, Mountain, Mountain]"
    game = _pact(solve, lands, "[yes]", "          - pass: next_turn\n"
                 "          - pass: next_turn\n          - pass: {to: draw}")
    assert not game.is_over
    assert game.state.turn.number == 3 and game.state.turn.active == 0
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Mountain")


@pytest.mark.parametrize(("line", "mana"), [
    ("At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the game.",
     "{2}{G}{G}"),  # Summoner's Pact
    ("At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game.",
     "{3}{U}{U}"),  # Pact of Negation
])
def test_603_7_pact_lines(line: str, mana: str) -> None:
    [ab] = compile_line(line, "Test Card", spell=True)
    assert ab.instructions == (I.DelayedTrigger("upkeep:controller", (I.MayPay(
        cost=(K.ManaPayment(mana),), otherwise=(I.LoseGame("you"),)),)),)
