"""Firebending (702.189a), played through the real engine: "Whenever this creature attacks,
add N {R}. Until end of combat, you don't lose this mana as steps and phases end." (kept
through the combat steps, lost as the combat phase ends, 500.5a). Plus the keyword lines of
real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.mana.pool import mana_type
from arbiter.engine.turn.steps import resolve_all

ALICE = 0


@pytest.mark.parametrize(("line", "n"), [
    ("Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of "
     "combat.)", "1"),                                                     # Fire Sages
    ("Firebending 3", "3"),                                                # Zuko, Exiled Prince
])
def test_702_189a_firebending_lines_read(line: str, n: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "firebending" and kw.param == n


def test_702_189a_firebending_x_stays_unread() -> None:
    assert parse_keyword_line("Firebending X, where X is this creature's power.") is None


def _red(game) -> int:
    return sum(n for k, n in game.state.players[ALICE].mana_pool.items() if mana_type(k) == "R")


_BOARD = """
    name: firebending
    battlefield: [Mountain, Mountain, {card: Fire Sages, as: sages}]
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
    actions:
      - {attack: [sages]}
"""


def test_702_189a_attacking_adds_red_mana_that_pays_for_things(board) -> None:
    """Fire Sages attacks: {R} is added; with two Mountains it pays {1}{R}{R} for the Sages'
    own +1/+1 counter during combat."""
    game = board(_BOARD)
    resolve_all(game)
    assert _red(game) == 1
    sages = obj_id(game, "sages")
    activate(game, sages, ALICE, 2, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(sages).counters.get("+1/+1") == 1
    assert _red(game) == 0


def test_702_189a_the_mana_lasts_until_end_of_combat(board) -> None:
    """Unspent, the {R} stays as the combat steps end and is gone in the postcombat main
    phase (500.5a)."""
    game = board(_BOARD)
    resolve_all(game)
    pass_to(game, 1, "end_of_combat")
    assert _red(game) == 1
    pass_to(game, 1, "postcombat_main")
    assert _red(game) == 0
