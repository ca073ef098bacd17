"""113.6m / 602.5b / 122.1h: a card's ability returning it from the graveyard with a finality
counter on it, and with the restrictions any activated ability may carry ("Activate only if
there are four or more card types among cards in your graveyard and only as a sorcery.",
"Activate only during your upkeep and only if you control a Swamp."). Played through the
real engine with the cards' Oracle text."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.engine.casting.activation import activate
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError

ALICE, BOB = 0, 1

_WURM = """
    name: balustrade wurm
    battlefield: [Forest, Forest, Forest, Forest, Forest, Swamp, Swamp, Swamp,
                  {{card: Grizzly Bears, as: bears}}]
    graveyard: {{Alice: [{{card: Balustrade Wurm, as: wurm}}, Mountain, Lightning Bolt{more}]}}
    hand: {{Alice: [Murder, Giant Growth]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
"""


def _offered(game, oid: int) -> bool:
    return any(a.kind == "activate" and a.obj == oid for a in priority_actions(game, ALICE))


def _in_hand(game, name: str) -> int:
    return next(o for o in game.state.zone_list("hand", ALICE) if game.name_of(o) == name)


def test_122_1h_602_5b_balustrade_wurm_returns_with_a_finality_counter(board) -> None:
    """Delirium met (creature, land, instant, sorcery in Alice's graveyard) in her main
    phase: the Wurm returns with a finality counter; destroyed by Murder, it is exiled
    instead of going to the graveyard (122.1h)."""
    game = board(_WURM.format(more=", Divination"))
    wurm = obj_id(game, "wurm")
    assert _offered(game, wurm)
    activate(game, wurm, ALICE, 4, [], {}, pay=True)
    resolve_all(game)
    back = obj_id(game, "wurm")
    assert game.obj(back).zone == "battlefield"
    assert game.obj(back).counters.get("finality") == 1
    cast(game, _in_hand(game, "Murder"), ALICE, [back], {}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "wurm")).zone == "exile"


def test_602_5b_balustrade_wurm_needs_four_card_types_in_the_graveyard(board) -> None:
    """Three card types only (creature, land, instant): not offered, and refused."""
    game = board(_WURM.format(more=""))
    wurm = obj_id(game, "wurm")
    assert not _offered(game, wurm)
    with pytest.raises(IllegalActionError):
        activate(game, wurm, ALICE, 4, [], {}, pay=True)
    assert game.obj(wurm).zone == "graveyard"


def test_602_5d_balustrade_wurm_only_as_a_sorcery(board) -> None:
    """With delirium but a spell on the stack, the sorcery-timed ability isn't offered."""
    game = board(_WURM.format(more=", Divination"))
    wurm = obj_id(game, "wurm")
    cast(game, _in_hand(game, "Giant Growth"), ALICE, [obj_id(game, "bears")], {}, pay=True)
    assert not _offered(game, wurm)
    with pytest.raises(IllegalActionError):
        activate(game, wurm, ALICE, 4, [], {}, pay=True)


_PUPPETS = """
    name: coffin puppets
    turn: {{number: 2, phase: {phase}}}
    players: [Alice, Bob]
    battlefield: [{lands}]
    graveyard: {{Alice: [{{card: Coffin Puppets, as: puppets}}]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
"""


@pytest.mark.parametrize(("phase", "lands", "offered"), [
    ("upkeep", "Swamp, Swamp, Forest, Forest", True),
    ("precombat_main", "Swamp, Swamp, Forest, Forest", False),
    ("upkeep", "Forest, Forest, Forest, Forest", False),
])
def test_602_5b_coffin_puppets_during_upkeep_and_only_with_a_swamp(board, phase, lands,
                                                                   offered) -> None:
    """"Activate only during your upkeep and only if you control a Swamp.": both
    restrictions apply (offered in Alice's upkeep with a Swamp, not in her main phase, not
    without a Swamp); activated by sacrificing the two Forests, the Puppets return to the
    battlefield."""
    game = board(_PUPPETS.format(phase=phase, lands=lands))
    puppets = obj_id(game, "puppets")
    assert _offered(game, puppets) is offered
    if not offered:
        with pytest.raises(IllegalActionError):
            activate(game, puppets, ALICE, 1, [], {}, pay=True)
        return
    forests = [o for o in game.state.battlefield() if game.name_of(o) == "Forest"]
    activate(game, puppets, ALICE, 1, [], {"sacrifice": forests}, pay=True)
    resolve_all(game)
    assert game.obj(obj_id(game, "puppets")).zone == "battlefield"
    assert all(game.obj(f).zone.startswith("left:") or game.obj(f).zone == "graveyard"
               for f in forests)
