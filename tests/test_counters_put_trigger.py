"""122.6 with 603.2c: "Whenever one or more +1/+1 counters are put on this creature, draw a
card. This ability triggers only once each turn." (Dusk Legion Duelist): once each time
counters are put on it, however many; not for other kinds of counters."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules import values as V

_BOARD = """
        name: dusk legion duelist
        battlefield: [{{card: Dusk Legion Duelist, as: prof}}]
        library: {{Alice: [Island, Island, Island]}}
        actions:
          - {{counters: {{on: prof, add: {{{kind}: 2}}}}}}{again}
        expect:
          player Alice: {{hand_size: {hand}}}
"""


def test_122_6_two_counters_at_once_draw_one_card(solve) -> None:
    out = solve(_BOARD.format(kind="+1/+1", hand=1, again=""))
    assert out.passed, out.failures


def test_122_6_other_counters_dont_count(solve) -> None:
    out = solve(_BOARD.format(kind="-1/-1", hand=0, again=""))
    assert out.passed, out.failures


def test_603_2_once_each_turn(solve) -> None:
    """Counters put on it twice this turn: one card (its own limit)."""
    again = """
          - {counters: {on: prof, add: {+1/+1: 1}}}"""
    out = solve(_BOARD.format(kind="+1/+1", hand=1, again=again))
    assert out.passed, out.failures


def test_122_6_that_many_is_the_counters_put() -> None:
    """603.2, 122.6: "that many" is the number of +1/+1 counters put on it at once."""
    [ab] = compile_line("Whenever one or more +1/+1 counters are put on this creature, put that "
                        "many charge counters on this creature.", "Test Card")
    assert ab.instructions[0].n == V.EventAmount()
