"""102.2 / 602.5b: "an opponent controls four or more lands" is about one opponent: in a
multiplayer game two opponents with two lands each don't make four (the lands of all
opponents are counted together only for "your opponents control ..."). Tectonic Edge's
"Activate only if an opponent controls four or more lands." played on a three-player board."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility

ALICE = 0

_EDGE = """
    name: tectonic edge, three players
    players: [Alice, Bob, Carol]
    battlefield:
      - {{card: Tectonic Edge, as: edge}}
      - {{card: Wastes}}
{lands}
"""


def _board(board, lands: list[tuple[str, str]]):  # type: ignore[no-untyped-def]
    rows = "\n".join(f"      - {{card: {c}, controller: {p}, as: {c.lower().replace(' ', '_')}"
                     f"_{i}}}" for i, (c, p) in enumerate(lands))
    return board(_EDGE.format(lands=rows))


def test_602_5b_102_2_two_opponents_two_lands_each_are_not_four(board) -> None:
    """Bob and Carol control two lands each: no single opponent controls four, so Tectonic
    Edge's ability is refused and nothing changes."""
    game = _board(board, [("Ancient Tomb", "Bob"), ("Forest", "Bob"),
                          ("Forest", "Carol"), ("Forest", "Carol")])
    edge, tomb = obj_id(game, "edge"), obj_id(game, "ancient_tomb_0")
    with pytest.raises(IllegalActionError, match="602.5b"):
        activate(game, edge, ALICE, 2, [tomb], {})
    assert game.obj(edge).zone == "battlefield" and not game.obj(edge).tapped
    assert game.obj(tomb).zone == "battlefield"


def test_602_5b_one_opponent_with_four_lands(board) -> None:
    """Bob alone controls four lands: Alice sacrifices Tectonic Edge and destroys Bob's
    Ancient Tomb."""
    game = _board(board, [("Ancient Tomb", "Bob"), ("Forest", "Bob"), ("Forest", "Bob"),
                          ("Forest", "Bob"), ("Forest", "Carol")])
    edge, tomb = obj_id(game, "edge"), obj_id(game, "ancient_tomb_0")
    activate(game, edge, ALICE, 2, [tomb], {})
    steps.resolve_all(game)
    names = lambda who: [game.name_of(o) for o in game.state.zone_list("graveyard", who)]  # noqa: E731
    assert names(ALICE) == ["Tectonic Edge"] and names(1) == ["Ancient Tomb"]


def test_602_5b_tectonic_edge_line_is_read() -> None:
    [ab] = compile_line("{1}, {T}, Sacrifice this land: Destroy target nonbasic land. "
                        "Activate only if an opponent controls four or more lands.",
                        "Tectonic Edge")
    assert isinstance(ab, ActivatedAbility)
