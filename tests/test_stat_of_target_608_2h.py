"""608.2h, 601.2c: "Draw cards equal to the power of target creature you control" (Soul's
Majesty): the number names its own target, chosen as the spell is cast; the power is counted
as the spell resolves, with every effect on the creature then (613)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting import spells
from arbiter.errors import IllegalActionError

_MAJESTY = """
    name: soul's majesty
    battlefield:
      - {card: Hill Giant, as: giant, controller: Alice, counters: {+1/+1: 1}}
      - {card: Grizzly Bears, as: bears, controller: Bob}
    hand: {Alice: [{card: Soul's Majesty, as: m}]}
    library: {Alice: [Plains, Plains, Plains, Plains, Plains, Plains], Bob: [Plains]}
"""


def test_608_2h_souls_majesty_draws_the_targets_power(board) -> None:
    """Hill Giant 3/3 with a +1/+1 counter: power 4, so Alice draws four cards."""
    game = board(_MAJESTY + """
    actions:
      - {cast: m, targets: [giant]}
""")
    hand = [o for o in game.state.objects.values() if o.zone == "hand" and o.owner == 0]
    assert len(hand) == 4 and all(game.name_of(o.id) == "Plains" for o in hand)


def test_115_1_souls_majesty_target_is_a_creature_you_control(board) -> None:
    game = board(_MAJESTY)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        spells.cast(game, obj_id(game, "m"), 0, [("object", obj_id(game, "bears"))], {})
    assert game.state.version == before


def test_608_2h_a_target_card_in_a_graveyard_stays_unread() -> None:
    assert compile_text("Draw cards equal to the power of target creature card in your "
                        "graveyard.", "Test Spell", True) is None
