"""701.37a / 701.37c: "{X}{G}{G}{G}: Monstrosity X." (Domesticated Hydra), X announced as the
ability is activated (107.3a, 602.2b) and paid; the permanent gets X +1/+1
counters and becomes monstrous, once: a second activation does nothing (701.37a). "Monstrosity
X, where X is ..." stays unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility

ALICE = 0


def test_701_37a_domesticated_hydra_monstrosity_x(solve) -> None:
    """X=2 paid with five Forests: the Hydra (3/3) gets two +1/+1 counters, is monstrous and
    so has trample; activated again with X=1, nothing more happens (it's monstrous)."""
    out = solve("""
        name: monstrosity x
        battlefield:
          - {card: Domesticated Hydra, as: hydra}
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
        actions:
          - activate: {card: hydra, ability: 1, choices: {x: 2}}
          - activate: {card: hydra, ability: 1, choices: {x: 1}}
        expect:
          hydra: {power: 5, toughness: 5, counters: {+1/+1: 2}, has: [trample]}
    """)
    assert out.passed, out.failures


def test_107_3a_monstrosity_x_pays_the_announced_x(board) -> None:
    """Domesticated Hydra ({X}{G}{G}{G}) with five Forests: X=3 would cost six and is refused
    with the game unchanged; X=2 costs five, every Forest is tapped and it gets two
    counters."""
    game = board("""
        name: monstrosity x paid
        battlefield:
          - {card: Domesticated Hydra, as: hydra}
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
    """)
    hydra = obj_id(game, "hydra")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        activate(game, hydra, ALICE, 1, [], {"x": 3}, pay=True)
    assert game.to_json() == before
    activate(game, hydra, ALICE, 1, [], {"x": 2}, pay=True)
    resolve_all(game)
    assert game.obj(hydra).counters.get("+1/+1") == 2
    assert all(o.tapped for o in game.state.objects.values()
               if o.zone == "battlefield" and o.id != hydra)


@pytest.mark.parametrize(("line", "name", "read"), [
    ("{X}{W}{W}: Monstrosity X.", "Vitality Hunter", True),
    ("{6}, Roll a d8: Monstrosity X, where X is the result.", "Clay Golem", False),
    ("{3}{G}{G}: Monstrosity X, where X is the number of counters among creatures you "
     "control.", "Maester Seymour", False),
])
def test_701_37c_monstrosity_x_lines(line: str, name: str, read: bool) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility if read else UnsupportedAbility), line
