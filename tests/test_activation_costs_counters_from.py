"""122.8, 118.3, 601.2h: activation costs removing several counters: "Remove two counters
from ~" (counters of any kinds the permanent has, the payer choosing) and "Remove two +1/+1
counters from among creatures you control" (each counter from any of them, the source
included when it is one). A permanent can't lose more counters than it has (118.3): a cost that
can't be paid is refused and leaves the game unchanged."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.counters_among import RemoveCountersFrom

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "n", "kind"), [
    ("Gnarlbark Elm", "{2}{B}, Remove two counters from this creature: Target creature gets "
     "-2/-2 until end of turn. Activate only as a sorcery.", 2, None),
    ("Loch Mare", "{2}{U}, Remove two counters from this creature: Tap target creature. Put a "
     "stun counter on it.", 2, None),
    ("Hopeful Initiate", "{2}{W}, Remove two +1/+1 counters from among creatures you control: "
     "Destroy target artifact or enchantment.", 2, "+1/+1"),
    ("Novijen Sages", "{1}, Remove two +1/+1 counters from among creatures you control: Draw "
     "a card.", 2, "+1/+1"),
    ("Iron Spider, Stark Upgrade", "{2}, Remove two +1/+1 counters from among artifacts you "
     "control: Draw a card.", 2, "+1/+1"),
])
def test_122_8_counter_removal_costs_of_real_lines_are_read(name: str, line: str, n: int,
                                                           kind: str | None) -> None:
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, ActivatedAbility), ab
    (cost,) = [c for c in ab.cost if isinstance(c, RemoveCountersFrom)]
    assert (cost.n, cost.kind) == (n, kind)


def test_122_8_gnarlbark_elm_removes_two_of_its_minus_counters(solve) -> None:
    """Gnarlbark Elm (3/4, entered with two -1/-1 counters: 1/2) removes both: it is 3/4 again,
    and Bob's Grizzly Bears get -2/-2 and die."""
    out = solve("""
        name: gnarlbark elm
        battlefield:
          - {card: Gnarlbark Elm, as: elm}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - activate: {card: elm, ability: "{2}{B}", targets: [bears]}
        expect:
          elm: {power: 3, toughness: 4}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_122_8_two_counters_of_different_kinds_the_payer_chooses(solve) -> None:
    """Gnarlbark Elm (3/4) with its two -1/-1 counters and a +1/+1 counter: Alice removes one
    -1/-1 counter and the +1/+1 counter; one -1/-1 counter is left, and the Elm is 2/3."""
    out = solve("""
        name: gnarlbark elm kinds
        battlefield:
          - {card: Gnarlbark Elm, as: elm, counters: {+1/+1: 1}}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - activate: {card: elm, ability: "{2}{B}", targets: [bears],
                       choices: {remove: [elm, elm], counter_kind: [-1/-1, +1/+1]}}
        expect:
          elm: {power: 2, toughness: 3, counters: {-1/-1: 1}}
    """)
    assert out.passed, out.failures


def test_118_3_gnarlbark_elm_with_one_counter_is_refused(board) -> None:
    """Only one counter left on the Elm: two can't be removed; refused, nothing changes."""
    game = board("""
        name: gnarlbark elm short
        battlefield:
          - {card: Gnarlbark Elm, as: elm}
          - {card: Grizzly Bears, controller: Bob, as: bears}
    """)
    elm, bears = obj_id(game, "elm"), obj_id(game, "bears")
    game.remove_counters(elm, "-1/-1", 1)
    assert game.obj(elm).counters.get("-1/-1") == 1
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, elm, ALICE, "{2}{B}", [bears], {})
    assert game.state.version == before


def test_122_8_novijen_sages_takes_counters_from_two_creatures(solve) -> None:
    """Novijen Sages (four +1/+1 counters) and Grizzly Bears with one: one counter from each
    pays for a card: the Sages are 3/3, the Bears 2/2, and Alice draws."""
    out = solve("""
        name: novijen sages
        battlefield:
          - {card: Novijen Sages, as: sages}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
        library: {Alice: [Island]}
        actions:
          - activate: {card: sages, ability: "{1}", choices: {remove: [sages, bears]}}
        expect:
          sages: {power: 3, toughness: 3}
          bears: {power: 2, toughness: 2}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_118_3_novijen_sages_cant_take_two_from_a_creature_with_one(board) -> None:
    """Naming the Bears (one counter) for both counters is refused; nothing changes."""
    game = board("""
        name: novijen sages wrong
        battlefield:
          - {card: Novijen Sages, as: sages}
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}
        library: {Alice: [Island]}
    """)
    sages, bears = obj_id(game, "sages"), obj_id(game, "bears")
    before = game.state.version
    with pytest.raises(IllegalActionError):
        activate(game, sages, ALICE, "{1}", [], {"remove": [bears, bears]})
    assert game.state.version == before
