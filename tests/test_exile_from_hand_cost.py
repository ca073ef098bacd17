"""113.6j / 406.2: "Exile this card from your hand" as an activation cost: the ability works
from its owner's hand (where the cost can be paid) and nowhere else; paying it moves the
card to exile. Simian Spirit Guide's "Exile this card from your hand: Add {R}." is a mana
ability (605.1a) played through the real engine."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.errors import IllegalActionError
from arbiter.rules.from_hand import ExileSelfFromHand

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line"), [
    ("Simian Spirit Guide", "Exile this card from your hand: Add {R}."),
    ("Elvish Spirit Guide", "Exile this card from your hand: Add {G}."),
])
def test_113_6j_exile_this_card_from_your_hand_is_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert ab.cost == (ExileSelfFromHand(),)
    assert ab.zone == "hand" and ab.is_mana_ability


def test_406_2_simian_spirit_guide_exiled_from_hand_pays_lightning_bolt(solve) -> None:
    """The Guide's {R} pays for Lightning Bolt; the Guide is in exile, Bob at 17."""
    out = solve("""
        name: spirit guide
        hand: {Alice: [{card: Simian Spirit Guide, as: guide}, Lightning Bolt]}
        actions:
          - activate: {card: guide, ability: 1}
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          guide: {zone: exile}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_113_6j_simian_spirit_guide_on_the_battlefield_cant_exile_itself(board) -> None:
    """On the battlefield the cost can't be paid: refused, the Guide stays and no mana."""
    game = board("""
        name: spirit guide battlefield
        battlefield: [{card: Simian Spirit Guide, as: guide}]
    """)
    guide = obj_id(game, "guide")
    with pytest.raises(IllegalActionError):
        activate(game, guide, ALICE, 1, [], {})
    assert game.obj(guide).zone == "battlefield"
    assert not game.state.players[ALICE].mana_pool


def test_113_6j_simian_spirit_guide_is_offered_from_the_hand(board) -> None:
    game = board("""
        name: spirit guide offered
        turn: {number: 2}
        hand: {Alice: [{card: Simian Spirit Guide, as: guide}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    offered = [str(a) for a in game.legal_actions() if "Simian Spirit Guide" in str(a)]
    assert offered
    game.apply(offered[0])
    assert game.state.players[ALICE].mana_pool == {"R": 1}
    assert game.obj(obj_id(game, "guide")).zone == "exile"
