"""702.8a / 601.3c: "You may cast this spell as though it had flash if you pay {2} more to
cast it." (Rout): cast at instant speed it costs {2} more (an additional cost in its total
cost, 601.2f); cast in its controller's main phase with an empty stack it costs its mana
cost. Played with real mana."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.flash_cost import FlashForCost


def _board(step: str, plains: int) -> str:
    lands = ", ".join(["{card: Plains}"] * plains)
    return f"""
        name: rout
        turn: {{number: 1, step: {step}}}
        battlefield: [{{card: Grizzly Bears, controller: Bob, as: bears}}, {lands}]
        hand: {{Alice: [{{card: Rout, as: rout}}]}}
    """


def _tapped(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.chars(o).name == "Plains" and game.obj(o).tapped)


def test_601_3c_rout_in_combat_costs_two_more(solve) -> None:
    """At the beginning of combat Rout costs {5}{W}{W}: seven Plains tapped, the Bears
    destroyed."""
    out = solve(_board("beginning_of_combat", 7) + """
        actions:
          - {cast: Rout, pay: true}
        expect:
          bears: {zone: graveyard}
          rout: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _tapped(out.game) == 7


def test_601_3c_rout_in_combat_refused_with_five_plains(solve) -> None:
    """Five Plains can't pay {5}{W}{W}: refused, nothing tapped."""
    out = solve(_board("beginning_of_combat", 5) + """
        actions:
          - {cast: Rout, pay: true, refused: "total cost"}
        expect:
          rout: {zone: hand}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert _tapped(out.game) == 0


def test_601_3c_rout_in_the_main_phase_costs_its_mana_cost(solve) -> None:
    """In Alice's main phase with an empty stack, Rout costs {3}{W}{W}: five Plains."""
    out = solve(_board("precombat_main", 7) + """
        actions:
          - {cast: Rout, pay: true}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _tapped(out.game) == 5


def test_601_3c_oracle_line() -> None:
    (ab,) = compile_line("You may cast this spell as though it had flash if you pay {2} more "
                         "to cast it.", "Rout", spell=True)
    assert isinstance(ab, FlashForCost) and ab.mana == "{2}"
