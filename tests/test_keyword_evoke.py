"""Evoke (702.74) played through the real engine: "Evoke [cost]" is an alternative cost
(702.74a, 601.2b, 601.2f-h) and "When this permanent enters, if its evoke cost was paid, its
controller sacrifices it." (603.4); its other enters triggers still trigger, in the order
its controller chooses."""

from __future__ import annotations

from casting_play import ALICE, kind, labels, pass_until_empty, take
from conftest import obj_id


def test_702_74a_evoked_mulldrifter_draws_two_and_is_sacrificed(board) -> None:
    """Mulldrifter ({4}{U}, Evoke {2}{U}) with three Islands: only the evoke cost is
    affordable. Evoked, it enters; both its draw trigger and the evoke sacrifice trigger
    trigger; Alice draws two cards and Mulldrifter is in her graveyard."""
    game = board("""
        name: evoke
        battlefield: [Island, Island, Island]
        hand: {Alice: [{card: Mulldrifter, as: md}]}
        library: {Alice: [Island, Island, Island]}
    """)
    assert labels(game)[1:2] == ["cast Mulldrifter#1 for its evoke cost"]
    take(game, "cast Mulldrifter#1 for its evoke cost")
    take(game, "pass", "pass")
    assert kind(game) == "order"  # two triggers of Alice's: she orders them (603.3b)
    take(game, labels(game)[0])
    pass_until_empty(game)
    assert game.obj(obj_id(game, "md")).zone == "graveyard"
    assert len(game.state.zone_list("hand", ALICE)) == 2


def test_702_74a_cast_for_its_mana_cost_it_stays(solve) -> None:
    out = solve("""
        name: not evoked
        hand: {Alice: [{card: Mulldrifter, as: md}]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: md}
        expect:
          md: {zone: battlefield}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_702_74a_a_mulldrifter_put_onto_the_battlefield_isnt_sacrificed(solve) -> None:
    """Not cast for its evoke cost: the trigger's "if" is false (603.4)."""
    out = solve("""
        name: evoke not cast
        library: {Alice: [Island, Island, Island]}
        actions:
          - {enter: {card: Mulldrifter, as: md}}
        expect:
          md: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_702_74a_shriekmaw_evoked_destroys_then_is_sacrificed(solve) -> None:
    """Shriekmaw (Evoke {1}{B}): "When this creature enters, destroy target nonartifact,
    nonblack creature." Evoked, it destroys Bob's Bears and is sacrificed."""
    out = solve("""
        name: shriekmaw
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [{card: Shriekmaw, as: sm}]}
        choices: [bears]
        actions:
          - {cast: sm, alternative: evoke}
        expect:
          sm: {zone: graveyard}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_74a_evoke_is_cast_at_its_card_types_timing(board) -> None:
    """Evoke changes only what is paid: Mulldrifter evoked is still a creature spell, cast
    only in Alice's main phase with an empty stack (307.1)."""
    game = board("""
        name: evoke timing
        turn: {number: 1, phase: upkeep}
        battlefield: [Island, Island, Island]
        hand: {Alice: [{card: Mulldrifter, as: md}]}
    """)
    assert not any(x.startswith("cast Mulldrifter") for x in labels(game))
