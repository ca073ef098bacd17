"""Dash (702.109) played through the real engine: "Dash [cost]" is an alternative cost
(601.2b, 601.2f-h); the permanent a dashed spell becomes has haste as long as its dash cost
was paid, and returns to its owner's hand at the beginning of the next end step (a delayed
triggered ability, 603.7) (702.109a)."""

from __future__ import annotations

from casting_play import labels, take
from conftest import obj_id


def test_702_109a_dashed_mardu_scout_has_haste_and_returns_at_end_step(solve) -> None:
    """Mardu Scout ({R}{R}, Dash {1}{R}) cast for its dash cost has haste; at the beginning
    of the end step it returns to Alice's hand."""
    out = solve("""
        name: dash
        hand: {Alice: [{card: Mardu Scout, as: scout}]}
        actions:
          - {cast: scout, alternative: dash}
        expect:
          scout: {zone: battlefield, has: [Haste]}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: dash end step
        hand: {Alice: [{card: Mardu Scout, as: scout}]}
        actions:
          - {cast: scout, alternative: dash}
          - {pass: end_of_turn}
        expect:
          scout: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_109a_cast_normally_no_haste_and_it_stays(solve) -> None:
    out = solve("""
        name: no dash
        hand: {Alice: [{card: Mardu Scout, as: scout}]}
        actions:
          - {cast: scout}
          - {pass: end_of_turn}
        expect:
          scout: {zone: battlefield, lacks: [Haste]}
    """)
    assert out.passed, out.failures


def test_702_109a_a_dashed_creature_that_left_and_came_back_stays(solve) -> None:
    """400.7: the dashed Scout put into the graveyard and then back onto the battlefield by
    an effect is a new object: the delayed trigger doesn't return it (nor a copy of the card
    to the hand), and it has no haste (its dash cost wasn't paid)."""
    out = solve("""
        name: dash new object
        hand: {Alice: [{card: Mardu Scout, as: scout}]}
        actions:
          - {cast: scout, alternative: dash}
          - {move: {card: scout, to: graveyard}}
          - {move: {card: scout, to: battlefield}}
          - {pass: end_of_turn}
        expect:
          scout: {zone: battlefield, lacks: [Haste]}
    """)
    assert out.passed, out.failures
    assert out.game.state.zone_list("hand", 0) == []


def test_702_109a_dash_is_offered_with_only_the_dash_cost_affordable(board) -> None:
    """With a Mountain and a Forest, {R}{R} can't be paid but {1}{R} can: only the dash cost
    is offered."""
    game = board("""
        name: dash offered
        battlefield: [Mountain, Forest]
        hand: {Alice: [{card: Mardu Scout, as: scout}]}
    """)
    casts = [x for x in labels(game) if x.startswith("cast")]
    assert casts == ["cast Mardu Scout#1 for its dash cost"]
    take(game, casts[0], "pass", "pass")
    scout = obj_id(game, "scout")
    assert game.obj(scout).zone == "battlefield"
    assert game.chars(scout).has_keyword("haste")


def test_702_109a_dash_at_its_types_timing_only(board) -> None:
    game = board("""
        name: dash timing
        turn: {number: 1, phase: beginning_of_combat}
        battlefield: [Mountain, Mountain]
        hand: {Alice: [{card: Mardu Scout, as: scout}]}
    """)
    assert not any(x.startswith("cast") for x in labels(game))
