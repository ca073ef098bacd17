"""702.16b: a permanent with protection from a quality can't be the target of spells with that
quality or of abilities from sources with that quality (checked as targets are chosen, 601.2c,
and again as the spell resolves, 608.2b)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting import spells
from arbiter.engine.stack.targeting import legal_targets
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import TargetSpec


def _board(board):
    return board("""
        name: protection from white
        battlefield: [{card: Black Knight, as: knight}, {card: Grizzly Bears, as: bears},
                      Plains, Plains, Swamp, Swamp]
        hand: {Alice: [{card: Holy Strength, as: holy}, {card: Unholy Strength, as: unholy}]}
    """)


def test_702_16b_a_white_aura_spell_cant_target_a_creature_with_protection_from_white(
        board) -> None:
    game = _board(board)
    holy = obj_id(game, "holy")
    options = legal_targets(game, TargetSpec("creature"), 0, holy)
    assert obj_id(game, "knight") not in options and obj_id(game, "bears") in options
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        spells.cast(game, holy, 0, [obj_id(game, "knight")], {}, pay=True)
    assert game.to_json() == before  # an illegal action changes nothing


def test_702_16b_a_black_aura_spell_may_target_it(board) -> None:
    """Protection from white says nothing about black: Unholy Strength may enchant it."""
    game = _board(board)
    unholy = obj_id(game, "unholy")
    assert obj_id(game, "knight") in legal_targets(game, TargetSpec("creature"), 0, unholy)


def test_702_16b_the_spell_checks_its_own_color(board) -> None:
    """Lightning Bolt is red: it may target Black Knight (protection from white only), not a
    Gray Ogre that Red Ward gives protection from red; casting it at the Ogre is illegal."""
    game = board("""
        name: bolt and protection
        battlefield:
          - {card: Black Knight, controller: Bob, as: knight}
          - {card: Gray Ogre, controller: Bob, as: ogre}
          - {card: Red Ward, controller: Bob, attached_to: ogre}
          - Mountain
        hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
    """)
    bolt = obj_id(game, "bolt")
    options = legal_targets(game, TargetSpec("any"), 0, bolt)
    assert obj_id(game, "knight") in options and obj_id(game, "ogre") not in options
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        spells.cast(game, bolt, 0, [obj_id(game, "ogre")], {}, pay=True)
    assert game.to_json() == before


def test_702_16b_a_second_white_ward_cant_target_the_protected_creature(solve) -> None:
    """White Ward gives protection from white: another White Ward (a white Aura spell) can't
    target that creature any more."""
    from arbiter.scenario.errors import ScenarioError

    with pytest.raises(ScenarioError, match="bears isn't a legal target creature for White Ward"):
        solve("""
            name: second ward
            battlefield:
              - {card: Grizzly Bears, as: bears}
              - {card: White Ward, attached_to: bears}
            hand: {Alice: [White Ward]}
            actions:
              - {cast: White Ward, targets: [bears]}
        """)
