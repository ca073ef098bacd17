"""702.61a split second: while the spell is on the stack, players can't cast other spells or
activate abilities that aren't mana abilities (702.61b: mana abilities still can be)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError

BOARD = """
    name: split second
    battlefield:
      - {card: Grizzly Bears, controller: Bob, as: bears}
      - {card: Llanowar Elves, controller: Bob, as: elves}
    hand: {Alice: [Word of Seizing], Bob: [Giant Growth]}
    actions:
      - {cast: Word of Seizing, as: word, targets: [bears], respond: true}
"""


def test_702_61a_no_spell_can_be_cast_while_it_is_on_the_stack(board) -> None:
    game = board(BOARD)
    growth = next(o.id for o in game.state.objects.values() if o.card == "Giant Growth")
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="split second"):
        cast(game, growth, 1, [obj_id(game, "bears")], {})
    assert game.to_json() == before
    assert not any(a.kind == "cast" for a in priority_actions(game, 1))


def test_702_61b_mana_abilities_still_can_be_activated(board) -> None:
    game = board(BOARD)
    acts = priority_actions(game, 1)
    assert any(a.kind == "mana" for a in acts) or any(
        a.kind == "activate" and "Elves" in a.label for a in acts)
