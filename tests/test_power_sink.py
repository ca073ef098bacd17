"""118.12 / 608.2c / 605.1a: Power Sink: "Counter target spell unless its controller pays {X}.
If that player doesn't, they tap all lands with mana abilities they control and lose all
unspent mana." """

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.mana.lose_unspent import LoseUnspentMana
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.instructions import objects as I

_BOARD = """
        name: Power Sink
        battlefield:
          - {{card: Forest, as: f1}}
          - {{card: Forest, as: f2}}
          - {{card: Maze of Ith, as: maze}}
          - {{card: Island, controller: Bob, as: bobs}}
        hand: {{Alice: [Grizzly Bears], Bob: [Power Sink]}}
        actions:
          - {{cast: Grizzly Bears, respond: true}}
          - {{cast: Power Sink, by: Bob, targets: [Grizzly Bears], choices: {{x: 2}}}}
        choices: [{answer}]
"""


def test_118_12_power_sink_unpaid_counters_taps_mana_lands(solve) -> None:
    """Alice doesn't pay {2}: Grizzly Bears is countered, her two Forests (lands with mana
    abilities) become tapped, Maze of Ith (no mana ability) stays untapped."""
    out = solve(_BOARD.format(answer="no") + """
        expect:
          Grizzly Bears: {zone: graveyard}
          f1: {tapped: true}
          f2: {tapped: true}
          maze: {tapped: false}
          bobs: {tapped: false}
    """)
    assert out.passed, out.failures
    assert not out.game.state.players[0].mana_pool


def test_118_12_power_sink_paid_the_spell_resolves(solve) -> None:
    """Alice pays {2} with her Forests: Power Sink does nothing; Grizzly Bears resolves."""
    out = solve(_BOARD.format(answer="yes") + """
        expect:
          Grizzly Bears: {zone: battlefield}
          maze: {tapped: false}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Counter target spell unless its controller pays {X}. If that player doesn't, they tap "
    "all lands with mana abilities they control and lose all unspent mana.",  # Power Sink
])
def test_118_12_power_sink_line(line: str) -> None:
    (ab,) = compile_line(line, "Power Sink", spell=True)
    assert isinstance(ab, SpellAbility)
    (pay,) = ab.instructions
    assert isinstance(pay, I.MayPay) and isinstance(pay.otherwise[0], I.CounterTarget)
    assert isinstance(pay.otherwise[-1], LoseUnspentMana)
