"""118.6 / 202.1b: a card with no mana cost can't be cast by paying its mana cost; a mana cost
of {0} is paid with no mana; an alternative cost may still be paid (118.6a, 118.9)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting import spells
from arbiter.errors import IllegalActionError


def _vision(board, extra: str = ""):
    return board(f"""
        name: no mana cost
        battlefield: [Island, Island, Island, Island{extra}]
        hand: {{Alice: [{{card: Ancestral Vision, as: vision}}]}}
        library: {{Alice: [Island, Island, Island], Bob: [Island]}}
    """)


def test_118_6_no_mana_cost_is_not_offered(board) -> None:
    """202.1b / 118.6: Ancestral Vision has no mana cost (not {0}): casting it is never among
    the legal actions, whatever mana is available."""
    game = _vision(board)
    labels = [str(a) for a in game.legal_actions()]
    assert not any(x.startswith("cast Ancestral Vision") for x in labels)
    # 116.2f / 702.62a: suspending it (for {U}) is a special action, offered.
    vision = obj_id(game, "vision")
    assert f"suspend Ancestral Vision#{vision} for {{U}}" in labels


def test_118_6_casting_it_for_its_mana_cost_is_illegal_and_changes_nothing(board) -> None:
    """118.6: paying an unpayable cost is an illegal action: the game is left as it was."""
    game = _vision(board)
    vision = obj_id(game, "vision")
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="118.6"):
        spells.cast(game, vision, 0, [("player", 0)], {}, pay=True)
    with pytest.raises(IllegalActionError, match="118.6"):
        spells.cast(game, vision, 0, [("player", 0)], {})  # also when a scenario provides the mana
    assert game.to_json() == before
    assert game.obj(vision).zone == "hand"


def test_118_6_text_naming_the_cast_says_why(board) -> None:
    """The player's text "cast Ancestral Vision" is refused naming 118.6."""
    game = _vision(board)
    with pytest.raises(IllegalActionError, match="no mana cost.*118.6"):
        game.apply(f"cast Ancestral Vision#{obj_id(game, 'vision')}")


def test_118_6a_a_cost_increase_leaves_it_unpayable(board) -> None:
    """118.6a: Thalia's "{1} more" doesn't turn an unpayable cost into {1}."""
    game = _vision(board, ", \"Thalia, Guardian of Thraben\"")
    assert not any(str(a).startswith("cast Ancestral Vision") for a in game.legal_actions())
    with pytest.raises(IllegalActionError, match="118.6"):
        spells.cast(game, obj_id(game, "vision"), 0, [("player", 0)], {}, pay=True)


def test_202_1b_a_mana_cost_of_zero_is_paid_with_no_mana(board) -> None:
    """202.1b: Memnite's mana cost is {0}: it is cast without any mana source."""
    game = board("""
        name: zero
        hand: {Alice: [{card: Memnite, as: memnite}]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    label = f"cast Memnite#{obj_id(game, 'memnite')}"
    assert label in [str(a) for a in game.legal_actions()]
    game.apply(label)
    assert game.state.stack_items[-1].source_name == "Memnite"


def test_118_9_an_alternative_cost_is_paid_instead_of_the_mana_cost(solve) -> None:
    """708.4 / 702.168a: a face-down spell has no mana cost, and its disguise alternative
    cost {3} is what is paid (118.9)."""
    out = solve("""
        name: disguise, no mana cost face down
        battlefield: [{card: Mountain, as: m1}, {card: Mountain, as: m2},
                      {card: Mountain, as: m3}]
        hand: {Alice: [{card: Pyrotechnic Performer, as: perf}]}
        actions:
          - {cast: Pyrotechnic Performer, alternative: disguise, pay: true}
        expect:
          perf: {zone: battlefield, face_down: true}
          m1: {tapped: true}
          m2: {tapped: true}
          m3: {tapped: true}
    """)
    assert out.passed, out.failures
