"""113.6m: an activated ability whose effect moves its card out of the graveyard ("{1}{R}{R}
{R}: Return this card from your graveyard to your hand.", "{1}{B}: Return this card from
your graveyard to the battlefield tapped.") functions only there; played through the real
engine, with the real Oracle lines read."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility
from arbiter.rules.costs import ManaPayment, TapUntapped
from arbiter.rules.instructions import ReturnSelfFromGraveyard

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("card", "line", "to", "tapped"), [
    ("Firewing Phoenix", "{1}{R}{R}{R}: Return this card from your graveyard to your hand.",
     "hand", False),
    ("Abzan Devotee", "{2}{B}: Return this card from your graveyard to your hand.",
     "hand", False),
    ("Deathless Ancient", "Tap three untapped Vampires you control: Return this card from "
     "your graveyard to your hand.", "hand", False),
    ("Reassembling Skeleton", "{1}{B}: Return this card from your graveyard to the "
     "battlefield tapped.", "battlefield", True),
])
def test_113_6m_return_self_lines_are_graveyard_abilities(card, line, to, tapped) -> None:
    (ab,) = compile_line(line, card)
    assert isinstance(ab, ActivatedAbility)
    assert ab.zone == "graveyard"
    assert ab.instructions == (ReturnSelfFromGraveyard(tapped=tapped, to=to),)
    assert all(isinstance(c, ManaPayment | TapUntapped) for c in ab.cost)


_BOARD = """
    name: phoenix
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain,
                  Mountain{more}]
    graveyard: {{Alice: [{{card: Firewing Phoenix, as: phoenix}}]}}
    library: {{Alice: [Plains], Bob: [Plains]}}
"""


def _untapped(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == "Mountain" and not game.obj(o).tapped)


def test_113_6m_firewing_phoenix_returns_to_its_owners_hand(board) -> None:
    """Alice pays {1}{R}{R}{R}: the Phoenix goes from her graveyard to her hand."""
    game = board(_BOARD.format(more=""))
    phoenix = obj_id(game, "phoenix")
    assert any(a.kind == "activate" and a.obj == phoenix for a in priority_actions(game, ALICE))
    activate(game, phoenix, ALICE, 2, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "phoenix")).zone == "hand"
    assert _untapped(game) == 4


def test_113_6m_the_ability_doesnt_work_on_the_battlefield(board) -> None:
    """A Firewing Phoenix on the battlefield can't use it: not offered, and refused."""
    game = board("""
        name: phoenix on the battlefield
        battlefield: [Mountain, Mountain, Mountain, Mountain, {card: Firewing Phoenix, as: p}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    phoenix = obj_id(game, "p")
    assert not any(a.kind == "activate" and a.obj == phoenix
                   for a in priority_actions(game, ALICE))
    with pytest.raises(IllegalActionError, match="graveyard"):
        activate(game, phoenix, ALICE, 2, [], {}, pay=True)
    assert game.obj(phoenix).zone == "battlefield" and _untapped(game) == 4


def test_113_6m_activated_twice_it_returns_once_400_7(board) -> None:
    """Activated twice in a row, the first ability to resolve returns the card; the other
    finds it gone from the graveyard (a new object, 400.7) and does nothing."""
    game = board(_BOARD.format(more=""))
    phoenix = obj_id(game, "phoenix")
    activate(game, phoenix, ALICE, 2, [], {}, pay=True)
    activate(game, phoenix, ALICE, 2, [], {}, pay=True)
    assert len(game.state.stack_items) == 2
    resolve_all(game)
    assert game.obj(obj_id(game, "phoenix")).zone == "hand"
    assert _untapped(game) == 0


def test_113_6m_reassembling_skeleton_returns_tapped(board) -> None:
    game = board("""
        name: skeleton
        battlefield: [Swamp, Swamp]
        graveyard: {Alice: [{card: Reassembling Skeleton, as: skeleton}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    activate(game, obj_id(game, "skeleton"), ALICE, 1, [], {}, pay=True)
    resolve_all(game)
    skeleton = obj_id(game, "skeleton")
    assert game.obj(skeleton).zone == "battlefield" and game.obj(skeleton).tapped


def test_113_6m_a_trigger_returning_its_card_works_from_the_graveyard(solve) -> None:
    """Spit Flame: "Whenever a Dragon you control enters, you may pay {R}. If you do, return
    this card from your graveyard to your hand." A Dragon enters while it is in Alice's
    graveyard: she pays {R} and it returns to her hand."""
    out = solve("""
        name: spit flame
        battlefield: [Mountain]
        graveyard: {Alice: [{card: Spit Flame, as: spit}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {enter: {card: Shivan Dragon}, choices: {pay: yes}}
    """)
    game = out.game
    assert game.obj(obj_id(game, "spit")).zone == "hand"
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Mountain")


def test_113_6m_the_trigger_doesnt_work_from_the_hand(solve) -> None:
    """With Spit Flame in Alice's hand, the Dragon entering triggers nothing."""
    out = solve("""
        name: spit flame in hand
        battlefield: [Mountain]
        hand: {Alice: [{card: Spit Flame, as: spit}]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {enter: {card: Shivan Dragon}, choices: {pay: yes}}
    """)
    game = out.game
    assert game.obj(obj_id(game, "spit")).zone == "hand"
    assert not any(game.obj(o).tapped for o in game.state.battlefield())


# -- 602.5d: "Activate only as a sorcery." ----------------------------------------------------
_DROMEDARY = """
    name: dromedary
    battlefield: [Plains, Plains]
    graveyard: {Alice: [{card: Summoned Dromedary, as: camel}]}
    hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_602_5d_summoned_dromedary_returns_as_a_sorcery(board) -> None:
    """"{1}{W}: Return this card from your graveyard to your hand. Activate only as a
    sorcery.": in Alice's main phase with an empty stack, the Dromedary goes to her hand."""
    (ab,) = compile_line("{1}{W}: Return this card from your graveyard to your hand. Activate "
                         "only as a sorcery.", "Summoned Dromedary")
    assert isinstance(ab, ActivatedAbility) and ab.zone == "graveyard" and ab.sorcery_speed
    game = board(_DROMEDARY)
    camel = obj_id(game, "camel")
    activate(game, camel, ALICE, 2, [], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "camel")).zone == "hand"


def test_602_5d_summoned_dromedary_not_with_a_spell_on_the_stack(board) -> None:
    """With Lightning Bolt on the stack, the sorcery-speed return is refused, the game
    unchanged."""
    from arbiter.engine.casting.spells import cast

    game = board(_DROMEDARY.replace("[Plains, Plains]", "[Plains, Plains, Mountain]"))
    cast(game, obj_id(game, "bolt"), ALICE, [("player", BOB)], {}, pay=True)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="sorcery"):
        activate(game, obj_id(game, "camel"), ALICE, 2, [], {}, pay=True)
    assert game.to_json() == before
