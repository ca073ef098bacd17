"""110.5 / 613 / principle 1: tapping a permanent for mana changes its status, not its
characteristics; the layer system's answer is kept across such a change only when nothing
in it reads status (`engine.layer_status`), and is computed again when an effect does
("Untapped creatures you control get +0/+2.", "... has hexproof as long as it's untapped.")."""

from __future__ import annotations

import pytest

from arbiter.engine.game import Game
from arbiter.engine.layer_status import StatusLog, kept, touch_status
from arbiter.rules.layers import compute


def _obj(game, name: str) -> int:
    return next(o.id for o in game.state.objects.values()
                if o.zone == "battlefield" and game.name_of(o.id) == name)


def _tap_for_mana(game, name: str) -> None:
    oid = _obj(game, name)
    game.apply(next(a for a in game.legal_actions() if str(a).startswith(f"tap {name}#{oid}")))


BOARD = """
    name: status
    turn: {{number: 3}}
    battlefield: [{cards}]
    library: {{Alice: [Plains], Bob: [Plains]}}
"""


def test_110_5_tapping_a_forest_keeps_the_answer_and_the_bears_2_2(board) -> None:
    game = board(BOARD.format(cards="Forest, Grizzly Bears, Llanowar Elves"))
    before = game.layers()
    version = game.state.version
    _tap_for_mana(game, "Forest")
    assert game.state.players[0].mana_pool == {"G": 1}
    assert game.state.version > version  # the change is marked
    assert game.layers() is before  # nothing read the Forest's status: the same answer
    fresh = compute(game.state, game.catalog)
    for name in ("Grizzly Bears", "Llanowar Elves", "Forest"):
        oid = _obj(game, name)
        assert (game.chars(oid).power, game.chars(oid).toughness) == \
            (fresh.chars[oid].power, fresh.chars[oid].toughness)
    assert (game.chars(_obj(game, "Grizzly Bears")).power,
            game.chars(_obj(game, "Grizzly Bears")).toughness) == (2, 2)


def test_110_5_613_castle_tapped_elves_lose_the_bonus(board) -> None:
    """Castle's selector reads tapped status: the Elves are 1/3 untapped, 1/1 once tapped
    for mana, while the untapped Bears stay 2/4."""
    game = board(BOARD.format(cards="Castle, Grizzly Bears, Llanowar Elves"))
    elves, bears = _obj(game, "Llanowar Elves"), _obj(game, "Grizzly Bears")
    assert (game.chars(elves).power, game.chars(elves).toughness) == (1, 3)
    _tap_for_mana(game, "Llanowar Elves")
    assert game.obj(elves).tapped
    assert (game.chars(elves).power, game.chars(elves).toughness) == (1, 1)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 4)


def test_110_5_611_3b_paradise_druid_loses_hexproof_when_tapped(board) -> None:
    game = board(BOARD.format(cards="Paradise Druid"))
    druid = _obj(game, "Paradise Druid")
    assert game.chars(druid).has_keyword("hexproof")
    _tap_for_mana(game, "Paradise Druid")
    game.apply(next(a for a in game.legal_actions() if "{G}" in str(a)))
    assert game.obj(druid).tapped
    assert not game.chars(druid).has_keyword("hexproof")


@pytest.mark.parametrize("marked, now, expect", [
    ([5, 6], 6, True),  # every change since the answer (version 4) was one of status
    ([6], 6, False),  # version 5 was another change
    ([], 5, False),
])
def test_613_kept_only_when_every_change_since_was_status(marked, now, expect) -> None:
    game = Game()
    res = game.layers()
    log = StatusLog(game.state)
    log += marked
    assert (kept((4, res), log, now, game.state) is res) == expect


def test_613_kept_not_when_an_effect_slipped_in_unmarked(board) -> None:
    """An effect added without a change of version of its own, then a change of status: the
    fence has moved, so the answer is computed again (Giant Growth's +3/+3 is seen)."""
    game = board(BOARD.format(cards="Forest, Grizzly Bears") + """
    """)
    bears = _obj(game, "Grizzly Bears")
    res = game.layers()
    log = StatusLog(game.state)
    game._status_changes = log
    log.append(game.state.version + 1)
    assert kept((game.state.version, res), log, game.state.version + 1, game.state) is res
    from arbiter.rules import parts as P
    from arbiter.rules import values as V
    from arbiter.state.effects import ContinuousEffect

    game.state.effects.append(ContinuousEffect(
        key=("test", 1), source=bears, source_name="test", timestamp=(99,), controller=0,
        parts=(P.ModifyPT(power=V.Const(3), toughness=V.Const(3)),),
        locked=frozenset({bears})))
    assert kept((game.state.version, res), log, game.state.version + 1, game.state) is None
    touch_status(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (5, 5)
