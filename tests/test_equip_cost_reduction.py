"""702.6a / 601.2f: "Equip abilities you activate cost {1} less to activate." (Bureau
Headmaster, Fighter Class), played through the real engine: the reduction takes generic
mana off each equip ability its controller activates, never below zero; another player's
equip abilities cost what they cost."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import find_ability
from arbiter.engine.turn import steps
from arbiter.engine.turn.player_actions import activate as play_activate
from arbiter.engine.turn.priority import activatable
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility
from tests.conftest import obj_id


def test_702_6a_equip_reduction_lines() -> None:
    (ab,) = compile_line("Equip abilities you activate cost {2} less to activate.",
                         "Fighter Class")
    assert isinstance(ab, StaticAbility)
    # a reduction in colored mana: not read (one depending on the target is read:
    # tests/test_targeted_activation_costs.py)
    (ab,) = compile_line("Equip abilities you activate cost {W} less to activate.",
                         "Fighter Class")
    assert isinstance(ab, UnsupportedAbility)


_BOARD = """
        name: bureau headmaster
        battlefield:
          - {{card: Bureau Headmaster, controller: {who}}}
          - {{card: Grizzly Bears, controller: Alice, as: bears}}
          - {{card: Bonesplitter, controller: Alice, as: splitter}}
          - {{card: Vulshok Morningstar, controller: Alice, as: star}}
          - {{card: Mountain, controller: Alice, as: mountain}}
"""


class _Bears:
    """Answers a target decision with the Grizzly Bears; anything else with its first
    option."""

    def __init__(self, bears: int) -> None:
        self.bears = bears

    def decide(self, decision):  # type: ignore[no-untyped-def]
        if decision.kind == "target":
            return next(v for _l, v in decision.options if v == self.bears)
        return decision.options[0][1] if decision.options else None


def _equip(game, alias: str) -> None:  # type: ignore[no-untyped-def]
    oid = obj_id(game, alias)
    game.decider = _Bears(obj_id(game, "bears"))
    play_activate(game, 0, oid, "equip")
    steps.resolve_all(game)


def test_702_6a_bureau_headmaster_equip_costs_one_less(board) -> None:
    """Alice's Bureau Headmaster: Bonesplitter's equip {1} costs {0} (her Mountain stays
    untapped); then Vulshok Morningstar's equip {2} costs {1} (the Mountain taps)."""
    game = board(_BOARD.format(who="Alice"))
    _equip(game, "splitter")
    assert not game.obj(obj_id(game, "mountain")).tapped
    assert game.obj(obj_id(game, "splitter")).attached_to == obj_id(game, "bears")
    _equip(game, "star")
    assert game.obj(obj_id(game, "mountain")).tapped
    assert game.obj(obj_id(game, "star")).attached_to == obj_id(game, "bears")


def test_702_6a_bureau_headmaster_not_for_opponents(board) -> None:
    """Bob's Bureau Headmaster: Alice's Bonesplitter's equip still costs {1}, and Vulshok
    Morningstar's {2} is more than her one Mountain."""
    game = board(_BOARD.format(who="Bob"))
    star = obj_id(game, "star")
    assert not activatable(game, star, 0, find_ability(game, star, "equip"))
    _equip(game, "splitter")
    assert game.obj(obj_id(game, "mountain")).tapped
