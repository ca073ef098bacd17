"""119.3: amounts that count the life the controller's opponents have lost this turn
("for each 1 life your opponents have lost this turn", "the total amount of life your
opponents have lost this turn"), played through the real engine with Neheb, the Eternal
("At the beginning of each of your postcombat main phases, add {R} for each 1 life your
opponents have lost this turn."; 605.5a: a triggered ability, not a mana ability)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility

ALICE, BOB = 0, 1


def _neheb(solve, setup: str):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: neheb
        battlefield: [{{card: "Neheb, the Eternal", as: neheb}}]
        hand: {{Alice: [Lightning Bolt]}}
        actions:
{setup}
          - pass: {{to: postcombat_main}}
    """).game


def test_119_3_neheb_adds_red_for_each_life_bob_lost(solve) -> None:
    """Bob was dealt 3 damage (lost 3 life, 120.3a): Neheb's trigger adds {R}{R}{R}."""
    game = _neheb(solve, "          - {cast: Lightning Bolt, targets: [Bob]}")
    assert game.state.players[BOB].life == 17
    assert game.state.players[ALICE].mana_pool == {"R": 3}


def test_119_3_neheb_counts_only_opponents_life(solve) -> None:
    """Alice's own life loss isn't her opponents' (the Bolt at her adds nothing)."""
    game = _neheb(solve, "          - {cast: Lightning Bolt, targets: [Alice]}")
    assert game.state.players[ALICE].life == 17
    assert not game.state.players[ALICE].mana_pool


def test_119_3_the_amounts_read_as_opponents_life_lost() -> None:
    (ab,) = compile_line("At the beginning of each of your postcombat main phases, add {R} "
                         "for each 1 life your opponents have lost this turn.",
                         "Neheb, the Eternal", legendary=True)
    assert isinstance(ab, TriggeredAbility)
    (add,) = ab.instructions
    assert add.amount == V.LifeLostThisTurn("opponents")
