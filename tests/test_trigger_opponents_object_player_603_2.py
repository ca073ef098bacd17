"""603.2, 603.10a: "that player" after a trigger condition about an object an opponent
controls is that opponent, the object's controller (as it last existed, if it left the
battlefield). "Whenever a creature an opponent controls dies, that player loses 2 life."
(Massacre Wurm), "Whenever an artifact an opponent controls is put into a graveyard from the
battlefield, this creature deals 1 damage to that player." (Sardian Avenger)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_603_10a_massacre_wurm_each_dying_creature_costs_its_controller(solve) -> None:
    """Massacre Wurm enters: Bob's two Grizzly Bears get -2/-2 and die, Bob loses 2 for each;
    Alice's own Bears are unaffected."""
    out = solve("""
        name: massacre wurm
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: b1}
          - {card: Grizzly Bears, controller: Bob, as: b2}
          - {card: Grizzly Bears, controller: Alice, as: mine}
        hand: {Alice: [Massacre Wurm]}
        actions:
          - {cast: Massacre Wurm}
        expect:
          b1: {zone: graveyard}
          b2: {zone: graveyard}
          mine: {zone: battlefield}
          player Bob: {life: 16}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_603_10a_massacre_wurm_three_players_only_the_controller_loses(solve) -> None:
    """Three players: Carol's Bears die to Murder; Carol loses 2, Bob doesn't."""
    out = solve("""
        name: massacre wurm carol
        players: [Alice, Bob, Carol]
        battlefield:
          - {card: Massacre Wurm}
          - {card: Grizzly Bears, controller: Carol, as: bears}
        hand: {Alice: [Murder]}
        actions:
          - {cast: Murder, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          player Carol: {life: 18}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_603_2_sardian_avenger_damages_the_artifacts_controller(solve) -> None:
    """Alice Shatters Bob's Ornithopter: Sardian Avenger deals 1 damage to Bob."""
    out = solve("""
        name: sardian avenger
        battlefield:
          - {card: Sardian Avenger}
          - {card: Ornithopter, controller: Bob, as: thopter}
        hand: {Alice: [Shatter]}
        actions:
          - {cast: Shatter, targets: [thopter]}
        expect:
          thopter: {zone: graveyard}
          player Bob: {life: 19}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # no player named by the trigger condition
    "Whenever a creature dies, that player loses 2 life.",
    "Whenever a creature you control dies, that player loses 2 life.",
])
def test_603_2_that_player_with_no_opponent_named_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
