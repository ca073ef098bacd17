"""702.16a, 702.11d, 613.1f: protection (or hexproof) from an object's own colors, given by
a static ability (Earnest Fellowship). Played with the real engine: 702.16b, a creature
with protection from red can't be the target of a red spell; a green one can."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

_BOARD = """
    name: earnest fellowship
    battlefield:
      - {card: Earnest Fellowship, controller: Alice}
      - {card: Raging Goblin, controller: Bob, as: goblin}
      - {card: Grizzly Bears, controller: Bob, as: bears}
      - {card: Ornithopter, controller: Bob, as: thopter}
      - Mountain
    hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_702_16b_earnest_fellowship_red_creature_cant_be_targeted_by_a_red_spell(
        board) -> None:
    """Raging Goblin (red) has protection from red: Lightning Bolt can't target it, and the
    refusal changes nothing. Ornithopter (colorless) gets no protection at all."""
    game = board(_BOARD)
    goblin = game.chars(obj_id(game, "goblin")).keyword_abilities("protection from")
    assert [k.text for k in goblin] == ["Protection from red"]
    assert not game.chars(obj_id(game, "thopter")).has_keyword("protection from")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "bolt"), 0, [obj_id(game, "goblin")], {}, pay=True)
    assert game.obj(obj_id(game, "bolt")).zone == "hand"


def test_702_16a_earnest_fellowship_green_creature_is_only_protected_from_green(
        board) -> None:
    """Grizzly Bears (green) has protection from green only: Lightning Bolt kills it."""
    game = board(_BOARD)
    cast(game, obj_id(game, "bolt"), 0, [obj_id(game, "bears")], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "bears")).zone == "graveyard"
