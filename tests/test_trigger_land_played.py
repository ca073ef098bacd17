"""305.1 with 603.2: "Whenever you play a land, if it wasn't the first land you played this
turn, this enchantment deals 1 damage to you." (Fastbond: 305.2, 603.4); "Whenever an
opponent plays a land" (Dirtcowl Wurm); "Whenever you play a land or cast a spell" (The
Endstone: either event)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility


def test_305_2_fastbond_second_land_deals_one(solve) -> None:
    """Alice plays three Forests with Fastbond: the first is free, the second and third deal 1
    damage each."""
    out = solve("""
        name: fastbond
        battlefield: [{card: Fastbond, as: fastbond}]
        hand: {Alice: [Forest, Forest, Forest]}
        actions:
          - {play: Forest}
          - {play: Forest}
          - {play: Forest}
        expect:
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_603_4_fastbond_first_land_is_free(solve) -> None:
    out = solve("""
        name: fastbond first
        battlefield: [{card: Fastbond, as: fastbond}]
        hand: {Alice: [Forest]}
        actions:
          - {play: Forest}
        expect:
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_603_2_dirtcowl_wurm_opponent_plays_a_land(solve) -> None:
    """Alice's Dirtcowl Wurm (3/4): Alice's own land play gives nothing, Bob's gives a
    +1/+1 counter."""
    out = solve("""
        name: dirtcowl wurm
        battlefield: [{card: Dirtcowl Wurm, as: wurm}]
        hand: {Alice: [Forest], Bob: [Mountain]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {play: Forest}
          - {pass: end_of_turn}
          - {pass: {to: precombat_main}}
          - {play: Mountain, by: Bob}
        expect:
          wurm: {power: 4, toughness: 5}
    """)
    assert out.passed, out.failures


def test_601_2i_the_endstone_land_or_spell(solve) -> None:
    """The Endstone: a land played and a spell cast each draw a card."""
    out = solve("""
        name: endstone
        battlefield: [{card: The Endstone, as: stone}]
        hand: {Alice: [Forest, Grizzly Bears]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {play: Forest}
          - {cast: Grizzly Bears}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.zone_list("hand", 0)) == 2


@pytest.mark.parametrize(("name", "line", "events"), [
    ("Fastbond", "Whenever you play a land, if it wasn't the first land you played this "
     "turn, this enchantment deals 1 damage to you.", ["land_played"]),
    ("Horn of Greed", "Whenever a player plays a land, that player draws a card.",
     ["land_played"]),
    ("Pangosaur", "Whenever a player plays a land, return this creature to its owner's "
     "hand.", ["land_played"]),
    ("Infernal Sovereign", "Whenever you play a land or cast a spell, you draw a card and you "
     "lose 1 life.", ["land_played", "cast"]),
])
def test_305_1_oracle_lines(name: str, line: str, events: list[str]) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert [t.event for t in (ab.trigger.any_of or (ab.trigger,))] == events
