"""122.6 / 608.2c: "put a +1/+1 counter on that creature and a +1/+1 counter on this creature."
(Juniper Order Ranger): counters on both objects, in the order written."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


def test_122_6_juniper_order_ranger_line() -> None:
    [ability] = compile_text("Whenever another creature you control enters, put a +1/+1 "
                             "counter on that creature and a +1/+1 counter on this creature.",
                             "Juniper Order Ranger") or [None]
    assert ability.instructions == (I.PutCounters("+1/+1", 1, on=I.Ref.event()),
                                    I.PutCounters("+1/+1", 1, on=I.Ref.this()))


def test_122_6_juniper_order_ranger_and_the_creature_each_get_one(board) -> None:
    game = board("""
        name: Juniper Order Ranger
        battlefield: [{card: Juniper Order Ranger, as: ranger}]
        library: {Alice: [Forest], Bob: [Forest]}
        actions:
          - enter: {card: Grizzly Bears, as: bears}
          - enter: {card: Llanowar Elves, controller: Bob, as: elves}
    """)
    assert game.obj(obj_id(game, "ranger")).counters.get("+1/+1") == 1
    assert game.obj(obj_id(game, "bears")).counters.get("+1/+1") == 1
    assert game.obj(obj_id(game, "elves")).counters.get("+1/+1", 0) == 0
