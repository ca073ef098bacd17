"""Power-up ("Power-up — [Cost]: [Effect]"), an activated ability its keyword labels, played
through the real engine by its reminder text: "Activate each power-up ability only once"
(602.5b, for that object, 400.7) and "Reduce the cost by its mana cost if it entered this
turn" (601.2f, 118.7a-d). Refused activations leave the game unchanged. Plus the lines of
real cards, and those not carried out staying unread."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.keywords.activated_keywords import activated_keyword
from arbiter.engine.casting.activation import activate
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "name"), [
    ("Power-up \u2014 {4}{W}: Put two +1/+1 counters on this creature. (Activate each "
     "power-up ability only once. Reduce the cost by its mana cost if it entered this turn.)",
     "Brave Brawler"),
    ("Power-up \u2014 {5}{U}: Put a +1/+1 counter on this creature and draw two cards.",
     "Bold Biochemist"),
    ("Power-up \u2014 {6}: Put two +1/+1 counters on this creature and create a 2/2 colorless "
     "Robot Villain artifact creature token.", "Ultron Drone"),
])
def test_power_up_602_5b_lines_read_as_once_only(line: str, name: str) -> None:
    (ab,) = activated_keyword(line, name)
    assert isinstance(ab, ActivatedAbility) and ab.keyword == "power-up"
    assert ab.once and not ab.once_each_turn and ab.condition is None


@pytest.mark.parametrize(("line", "name"), [
    # 118.7e: a reduction by a hybrid symbol is the player's choice of a half: not carried out
    ("Power-up \u2014 {4}{G/U}: Put a +1/+1 counter on Brawn for each card in your hand.",
     "Brawn, Amadeus Cho"),
    ("Power-up \u2014 {6}{G/W}: Put a +1/+1 counter on She-Hulk. Then double the number of "
     "+1/+1 counters on each creature you control.", "She-Hulk, Attorney-at-Law"),
])
def test_power_up_118_7e_hybrid_costs_stay_unread(line: str, name: str) -> None:
    (ab,) = activated_keyword(line, name)
    assert isinstance(ab, UnsupportedAbility)


def test_power_up_other_lines_are_not_power_up_abilities() -> None:
    assert activated_keyword("Power-up abilities of other creatures you control cost {3} "
                             "less to activate.", "Hulk, Gamma Goliath") is None


def _offered(game, oid: int) -> bool:
    return any(a.kind == "activate" and a.obj == oid for a in priority_actions(game, ALICE))


def test_power_up_601_2f_cost_reduced_by_its_mana_cost_the_turn_it_entered(board) -> None:
    """Brave Brawler ({1}{W}, 2/1) cast this turn with five Plains: its power-up {4}{W} is
    reduced by {1}{W} to {3} (118.7a-c), which the three untapped Plains pay; it becomes a 4/3.
    A second activation is refused (602.5b) with the game unchanged, and isn't offered."""
    game = board("""
        name: power-up entered this turn
        battlefield: [Plains, Plains, Plains, Plains, Plains]
        hand: {Alice: [{card: Brave Brawler, as: brawler}]}
    """)
    cast(game, obj_id(game, "brawler"), ALICE, [], {}, pay=True)
    resolve_all(game)
    brawler = obj_id(game, "brawler")
    assert sum(not o.tapped for o in game.state.objects.values()
               if o.zone == "battlefield" and o.card == "Plains") == 3
    assert _offered(game, brawler)
    activate(game, brawler, ALICE, "power-up", [], {}, pay=True)
    resolve_all(game)
    assert game.obj(brawler).counters.get("+1/+1") == 2
    assert (game.chars(brawler).power, game.chars(brawler).toughness) == (4, 3)
    assert all(o.tapped for o in game.state.objects.values()
               if o.zone == "battlefield" and o.card == "Plains")
    assert not _offered(game, brawler)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match="only once"):
        activate(game, brawler, ALICE, "power-up", [], {}, pay=True)
    assert game.to_json() == before


_ALREADY_THERE = """
    name: power-up without entering this turn
    battlefield: [Plains, Plains, Plains, Plains, {card: Brave Brawler, as: brawler}]
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
"""


def test_power_up_601_2f_full_cost_when_it_did_not_enter_this_turn(board) -> None:
    """A Brave Brawler that was already on the battlefield pays the whole {4}{W}: four Plains
    can't, and the activation is refused with the game unchanged."""
    game = board(_ALREADY_THERE)
    brawler = obj_id(game, "brawler")
    assert not _offered(game, brawler)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        activate(game, brawler, ALICE, "power-up", [], {}, pay=True)
    assert game.to_json() == before


def test_power_up_602_5b_only_once_on_a_later_turn(board) -> None:
    """With a fifth Plains the Brawler powers up for {4}{W}; on Alice's next turn it can't
    again (the restriction is for the object, not the turn)."""
    game = board(_ALREADY_THERE.replace("[Plains, Plains, Plains, Plains,",
                                        "[Plains, Plains, Plains, Plains, Plains,"))
    brawler = obj_id(game, "brawler")
    activate(game, brawler, ALICE, "power-up", [], {}, pay=True)
    resolve_all(game)
    assert game.obj(brawler).counters.get("+1/+1") == 2
    assert all(o.tapped for o in game.state.objects.values()
               if o.zone == "battlefield" and o.card == "Plains")
    pass_to(game, 3)
    with pytest.raises(IllegalActionError, match="only once"):
        activate(game, obj_id(game, "brawler"), ALICE, "power-up", [], {}, pay=True)
