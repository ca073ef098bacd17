"""107.1 with 122.6 and 700.4: "At the beginning of each end step, put a corpse counter on this
creature for each creature that died this turn." (Scavenging Ghoul): as many counters as the
count when the ability resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules import values as V


def test_700_4_scavenging_ghoul_counts_the_creatures_that_died(solve) -> None:
    """Two creatures die this turn (one of each player's): two corpse counters at the end
    step."""
    out = solve("""
        name: scavenging ghoul
        battlefield:
          - {card: Scavenging Ghoul, as: ghoul}
          - {card: Grizzly Bears, as: mine}
          - {card: Grizzly Bears, as: theirs, controller: Bob}
        hand: {Alice: [Lightning Bolt, Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [mine]}
          - {cast: Lightning Bolt, targets: [theirs]}
          - {pass: {to: end}}
          - {resolve: all}
        expect:
          ghoul: {counters: {corpse: 2}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "n"), [
    ("At the beginning of each end step, put a corpse counter on this creature for each "
     "creature that died this turn.", V.CreaturesDiedThisTurn()),
])
def test_122_6_counters_for_each_lines(line: str, n: object) -> None:
    [ab] = compile_line(line, "Scavenging Ghoul")
    assert ab.instructions == (I.PutCounters("corpse", n, on=I.Ref.this()),)
