"""Mutate (702.140) and merging (729) played through the real engine: "Mutate [cost]" is an
alternative cost that makes the spell a mutating creature spell targeting a non-Human creature
with the same owner (702.140a); as it resolves it merges with that creature, over or under as
its controller chooses (702.140c, 729.2), or, its target illegal, enters as a creature spell
(702.140b); "whenever this creature mutates" triggers (702.140d); the mutated permanent has
the abilities of every component and the rest of the characteristics of the topmost one
(702.140e, 729.2a); it is the same object (729.2c); leaving the battlefield, each component
goes (729.3)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.scenario.errors import ScenarioError

_BOARD = """
    name: mutate
    battlefield: [{{card: Grizzly Bears, as: bears}},
                  {{card: Ornithopter, controller: Bob, as: thopter}}]
    hand: {{Alice: [{{card: Gemrazer, as: gem}}]}}
    actions:
      - {{cast: gem, alternative: mutate, targets: [bears], choices: {{mutate: {where}}}}}
"""


def _permanents(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.chars(o).name in ("Gemrazer",
                                                                         "Grizzly Bears")]


def test_702_140c_mutated_over_has_the_top_cards_characteristics(solve) -> None:
    """Gemrazer (4/4 reach, trample; "Whenever this creature mutates, destroy target artifact
    or enchantment an opponent controls") mutated over Alice's Bears: one permanent, named
    Gemrazer, 4/4 with reach and trample (729.2a); it mutated, so Bob's Ornithopter is
    destroyed (702.140d)."""
    out = solve(_BOARD.format(where="over"))
    game = out.game
    (perm,) = _permanents(game)
    ch = game.chars(perm)
    assert (ch.name, ch.power, ch.toughness) == ("Gemrazer", 4, 4)
    assert ch.has_keyword("reach") and ch.has_keyword("trample")
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"


def test_702_140e_mutated_under_keeps_the_bears_but_gains_the_abilities(solve) -> None:
    """Under: the Bears stay on top (a 2/2 Grizzly Bears) and have Gemrazer's abilities too
    (702.140e); it mutated all the same."""
    out = solve(_BOARD.format(where="under"))
    game = out.game
    (perm,) = _permanents(game)
    ch = game.chars(perm)
    assert (ch.name, ch.power, ch.toughness) == ("Grizzly Bears", 2, 2)
    assert ch.has_keyword("reach") and ch.has_keyword("trample")
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"


def test_729_2c_the_mutated_permanent_is_the_same_object(solve) -> None:
    """729.2c: the Bears (on the battlefield since before the turn) mutated: the same object,
    not summoning sick, counters kept."""
    out = solve("""
        name: mutate same object
        battlefield: [{card: Grizzly Bears, as: bears, counters: {+1/+1: 1}}]
        hand: {Alice: [{card: Gemrazer, as: gem}]}
        actions:
          - {cast: gem, alternative: mutate, targets: [bears], choices: {mutate: over}}
        expect:
          bears: {power: 5, toughness: 5, zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_140b_its_target_gone_it_enters_as_a_creature(solve) -> None:
    """702.140b: the Bears gone before it resolves, Gemrazer isn't countered: it enters the
    battlefield as a creature spell would, and it didn't mutate (no trigger)."""
    out = solve("""
        name: mutate target gone
        battlefield: [{card: Grizzly Bears, as: bears},
                      {card: Ornithopter, controller: Bob, as: thopter}]
        hand: {Alice: [{card: Gemrazer, as: gem}]}
        actions:
          - {cast: gem, alternative: mutate, targets: [bears], choices: {mutate: over},
             respond: true}
          - {move: {card: bears, to: graveyard}}
        expect:
          gem: {zone: battlefield, power: 4}
          thopter: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("target", "why"), [
    ("{card: Elite Vanguard, as: t}", "Human"),                 # a Human Soldier
    ("{card: Grizzly Bears, controller: Bob, as: t}", "owner"),  # Bob owns it
])
def test_702_140a_only_a_non_human_creature_with_the_same_owner(solve, target, why) -> None:
    with pytest.raises(ScenarioError):
        solve(f"""
            name: mutate illegal target ({why})
            battlefield: [{target}]
            hand: {{Alice: [Gemrazer]}}
            actions:
              - {{cast: Gemrazer, alternative: mutate, targets: [t]}}
        """)


def test_729_3_a_mutated_permanent_that_dies_puts_each_card_in_the_graveyard(solve) -> None:
    out = solve("""
        name: mutated dies
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Gemrazer, as: gem}]}
        actions:
          - {cast: gem, alternative: mutate, targets: [bears], choices: {mutate: over}}
          - {move: {card: bears, to: graveyard}}
    """)
    game = out.game
    names = sorted(game.chars(o).name for o in game.state.zone_list("graveyard", 0))
    assert names == ["Gemrazer", "Grizzly Bears"]
    assert _permanents(game) == []
