"""611.3b, 615.1: static prevention that exists only while a condition holds: "During your
turn, prevent all damage that would be dealt to you." (Personal Sanctuary) and "As long as
you have a full party, prevent all damage that would be dealt to equipped creature."
(Multiclass Baldric), played through the engine."""

from __future__ import annotations

from conftest import obj_id

ALICE = 0


def _bob_bolts(solve, battlefield: str, target: str, bobs_turn: bool = False):  # type: ignore[no-untyped-def]
    """Bob casts Lightning Bolt in Alice's turn, or (`bobs_turn`) in his own next one."""
    first = "- pass: next_turn\n          " if bobs_turn else ""
    out = solve(f"""
        name: conditional prevention
        battlefield: {battlefield}
        hand: {{Bob: [Lightning Bolt]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
        actions:
          {first}- {{cast: Lightning Bolt, by: Bob, targets: [{target}]}}
    """)
    assert out.passed, out.failures
    return out.game


def test_611_3b_personal_sanctuary_prevents_during_your_turn_only(solve) -> None:
    """In Alice's turn Bob's Bolt at her is prevented; in Bob's turn she takes 3."""
    field = "[Personal Sanctuary, {card: Mountain, controller: Bob}]"
    assert _bob_bolts(solve, field, "Alice").state.players[ALICE].life == 20
    assert _bob_bolts(solve, field, "Alice", True).state.players[ALICE].life == 17


def test_611_3b_multiclass_baldric_needs_a_full_party(solve) -> None:
    """Grizzly Bears equipped with Multiclass Baldric: without a full party (a Cleric, a
    Rogue, a Warrior and a Wizard) Bob's Bolt kills it."""
    game = _bob_bolts(solve, "[{card: Mountain, controller: Bob}, {card: Grizzly Bears, as: b},"
                      " {card: Multiclass Baldric, attached_to: b}]", "b")
    assert game.obj(obj_id(game, "b")).zone == "graveyard"


def test_611_3b_multiclass_baldric_with_a_full_party_prevents(solve) -> None:
    """Four Changeling Outcasts (each every creature type, 702.73a) make a full party
    (700.8): the Bolt at the equipped Grizzly Bears is prevented."""
    game = _bob_bolts(solve, "[{card: Mountain, controller: Bob}, {card: Grizzly Bears, as: b},"
                      " {card: Multiclass Baldric, attached_to: b}, Changeling Outcast, "
                      "Changeling Outcast, Changeling Outcast, Changeling Outcast]", "b")
    bears = game.obj(obj_id(game, "b"))
    assert bears.zone == "battlefield" and bears.damage == 0
