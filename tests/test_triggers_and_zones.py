"""Triggered abilities (603) and zone changes (400.7) through the engine."""

from __future__ import annotations

from conftest import obj_id


def test_603_3b_apnap_order_of_simultaneous_triggers(board) -> None:
    """603.3b: the active player's triggers go on the stack first, then the next player's;
    so the non-active player's trigger resolves first."""
    game = board("""
        name: apnap
        turn: {number: 2, phase: postcombat_main}
        battlefield:
          - {card: Dress Down, as: alice_dd}
          - {card: Dress Down, controller: Bob, as: bob_dd}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    game.apply("pass")  # to the end step: both "at the beginning of the end step" trigger
    assert game.state.turn.step == "end"
    items = game.state.stack_items
    assert [game.player_name(it.controller) for it in items] == ["Alice", "Bob"]
    game.apply("pass")
    game.apply("pass")  # Bob's trigger, on top, resolves first
    assert game.obj(obj_id(game, "bob_dd")).zone == "graveyard"
    assert game.obj(obj_id(game, "alice_dd")).zone == "battlefield"


def test_603_3b_a_player_orders_their_own_simultaneous_triggers(board) -> None:
    game = board("""
        name: order
        turn: {number: 2, phase: postcombat_main}
        battlefield: [{card: Dress Down, as: one}, {card: Dress Down, as: two}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply("pass")
    game.apply("pass")
    d = game.pending_decision
    assert d.kind == "order" and d.player == 0


def test_400_7_an_object_that_changes_zones_is_a_new_object(solve) -> None:
    """400.7: a bounced creature returns as a new object: counters, Auras and effects that
    applied to the old one are gone (the Aura goes to the graveyard, 704.5m)."""
    out = solve("""
        name: new object
        battlefield:
          - {card: Grizzly Bears, as: bears, counters: {+1/+1: 2}}
          - {card: Mystic Subdual, attached_to: bears, as: subdual}
        actions:
          - move: {card: bears, to: hand}
          - enter: {card: bears}
        expect:
          bears: {power: 2, toughness: 2, counters: {}}
          subdual: {zone: graveyard}
    """)
    assert out.passed, out.failures
