"""602.2b / 601.2b-c / 107.3a: "X target lands" in an activated ability with {X} in its cost:
the player announces X, then chooses exactly X targets (Candelabra of Tawnos "{X}, {T}:
Untap X target lands.", Orcish Settlers "{X}{X}{R}, {T}, Sacrifice this creature: Destroy X
target lands.")."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility

ALICE = 0


@pytest.mark.parametrize(("name", "line"), [
    ("Candelabra of Tawnos", "{X}, {T}: Untap X target lands."),
    ("Orcish Settlers", "{X}{X}{R}, {T}, Sacrifice this creature: Destroy X target lands."),
    ("Deepwood Elder", "{X}{G}{G}, {T}, Discard a card: X target lands become Forests until "
     "end of turn."),
])
def test_601_2c_x_target_lines_are_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility)
    (spec,) = ab.targets
    assert spec.x


def test_107_3a_x_targets_without_x_in_the_cost_stay_unread() -> None:
    (ab,) = compile_line("{T}: Tap X target lands.", "Test Card")
    assert isinstance(ab, UnsupportedAbility)


def test_601_2c_candelabra_untaps_x_lands(board) -> None:
    game = board("""
        name: candelabra
        battlefield:
          - {card: Candelabra of Tawnos, as: can}
          - {card: Island, as: a, tapped: true}
          - {card: Island, as: b, tapped: true}
          - {card: Island, as: c, tapped: true}
    """)
    can, a, b, c = (obj_id(game, n) for n in ("can", "a", "b", "c"))
    with pytest.raises(IllegalActionError):
        activate(game, can, ALICE, 1, [a, b, c], {"x": 2})  # three targets for X = 2
    assert not game.obj(can).tapped
    activate(game, can, ALICE, 1, [a, b], {"x": 2})
    steps.resolve_all(game)
    assert [game.obj(o).tapped for o in (a, b, c)] == [False, False, True]


def test_601_2c_orcish_settlers_destroys_x_lands(solve) -> None:
    out = solve("""
        name: orcish settlers
        battlefield:
          - {card: Orcish Settlers, as: settlers}
          - {card: Forest, as: f1, controller: Bob}
          - {card: Forest, as: f2, controller: Bob}
        actions:
          - activate: {card: settlers, ability: 1, targets: [f1], choices: {x: 1}}
        expect:
          settlers: {zone: graveyard}
          f1: {zone: graveyard}
          f2: {zone: battlefield}
    """)
    assert out.passed, out.failures
