"""A morph cost in words, paid by the special action that turns the permanent face up
(702.37a, 702.37e, 116.2b), played through the real engine: Gathan Raiders' "Morph—Discard a
card.", Temur Charger's "Morph—Reveal a green card in your hand." (701.20a: the card stays in
the hand), Fathom Seer's "Morph—Return two Islands you control to their owner's hand." Only a
player who can pay every part may take the action (118.3)."""

from __future__ import annotations

from casting_play import ALICE, labels, take
from conftest import obj_id


def _face_up_actions(game) -> list[str]:
    return [a for a in labels(game) if a.startswith("turn face-down")]


def test_702_37e_gathan_raiders_turned_face_up_by_discarding_a_card(board) -> None:
    """Alice discards her Island to turn the Raiders face up: Gathan Raiders, a 3/3 with
    hellbent (+2/+2 with no cards in hand: a 5/5)."""
    game = board("""
        name: raiders
        battlefield: [{card: Gathan Raiders, face_down: morph, as: raiders}]
        hand: {Alice: [{card: Island, as: island}]}
    """)
    raiders = obj_id(game, "raiders")
    assert _face_up_actions(game) == [f"turn face-down #{raiders} face up for Discard a card"]
    take(game, "turn face-down")
    if any("Island" in a for a in labels(game)):
        take(game, "~Island")
    assert game.obj(obj_id(game, "island")).zone == "graveyard"
    assert game.obj(raiders).face_down is None
    assert game.chars(raiders).name == "Gathan Raiders"
    assert (game.chars(raiders).power, game.chars(raiders).toughness) == (5, 5)


def test_702_37e_118_3_no_face_up_action_without_a_card_to_discard(board) -> None:
    game = board("""
        name: raiders, empty hand
        battlefield: [{card: Gathan Raiders, face_down: morph, as: raiders}]
    """)
    assert _face_up_actions(game) == []


def test_702_37e_701_20a_temur_charger_revealing_a_green_card_keeps_it(board) -> None:
    """Temur Charger: the revealed Forest stays in Alice's hand; a red card can't pay."""
    game = board("""
        name: charger
        battlefield: [{card: Temur Charger, face_down: morph, as: charger}]
        hand: {Alice: [{card: Llanowar Elves, as: elves}, {card: Shock, as: shock}]}
    """)
    take(game, "turn face-down")
    options = labels(game)
    if options and any("Llanowar" in o for o in options):
        assert not any("Shock" in o for o in options)  # red: not a green card
        take(game, "~Llanowar")
    charger = obj_id(game, "charger")
    assert game.obj(charger).face_down is None
    assert game.chars(charger).name == "Temur Charger"
    assert game.obj(obj_id(game, "elves")).zone == "hand"
    assert len(game.state.zone_list("hand", ALICE)) == 2


def test_702_37e_fathom_seer_returns_two_islands(board) -> None:
    """Fathom Seer (Morph—Return two Islands you control to their owner's hand): with two
    Islands, both return to Alice's hand; it is turned face up and its trigger draws two."""
    game = board("""
        name: seer
        battlefield: [Island, Island, {card: Fathom Seer, face_down: morph, as: seer}]
        library: {Alice: [Plains, Plains, Plains]}
    """)
    take(game, "turn face-down")
    while any("Island" in a for a in labels(game)):
        take(game, "~Island")
    seer = obj_id(game, "seer")
    assert game.obj(seer).face_down is None
    assert not [o for o in game.state.battlefield() if game.name_of(o) == "Island"]
    hand = [game.name_of(o) for o in game.state.zone_list("hand", ALICE)]
    assert hand.count("Island") == 2


def test_702_37e_118_3_fathom_seer_needs_two_islands(board) -> None:
    game = board("""
        name: seer, one island
        battlefield: [Island, {card: Fathom Seer, face_down: morph, as: seer}]
    """)
    assert _face_up_actions(game) == []
