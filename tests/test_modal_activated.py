"""700.2 / 601.2b / 602.2b: modal activated abilities, their modes chosen as they are
activated: Umezawa's Jitte's read ("Remove a charge counter from Umezawa's Jitte: Choose one —
• Equipped creature gets +2/+2 until end of turn. • Target creature gets -1/-1 until end of
turn. • You gain 2 life."), Cankerbloom and Goblin Cratermaker played ("{1}, Sacrifice this
creature: Choose one — ..."). A mode whose target can't be chosen can't be chosen (700.2a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility

ALICE, BOB = 0, 1

def test_700_2_the_modes_are_read_with_their_texts() -> None:
    abilities = Catalog().abilities("Umezawa's Jitte", 0)
    (modal,) = [a for a in abilities if isinstance(a, ActivatedAbility) and a.mode_options]
    assert modal.modes == (1, 1)
    assert [m.text for m in modal.mode_options] == [
        "Equipped creature gets +2/+2 until end of turn.",
        "Target creature gets -1/-1 until end of turn.", "You gain 2 life."]
    assert [len(m.targets) for m in modal.mode_options] == [0, 1, 0]


@pytest.mark.parametrize(("mode", "target", "gone"), [
    (1, "tome", "tome"), (2, "aura", "aura"),
])
def test_700_2_cankerbloom_destroys_what_the_mode_chosen_names(board, mode: int, target: str,
                                                                gone: str) -> None:
    """Cankerbloom: "{1}, Sacrifice this creature: Choose one — • Destroy target artifact. •
    Destroy target enchantment. • Proliferate." Bob's Jayemdae Tome or his Pacifism on Alice's
    Bears, as the mode chosen says; the other stays."""
    game = board("""
        name: cankerbloom
        battlefield:
          - {card: Cankerbloom, as: bloom}
          - {card: Grizzly Bears, as: bears}
          - {card: Jayemdae Tome, as: tome, controller: Bob}
          - {card: Pacifism, as: aura, controller: Bob, attached_to: bears}
    """)
    bloom = obj_id(game, "bloom")
    activate(game, bloom, ALICE, 1, [obj_id(game, target)], {"mode": mode})
    assert game.obj(obj_id(game, "bloom")).zone == "graveyard"  # sacrificed as a cost
    steps.resolve_all(game)
    for alias in ("tome", "aura"):
        zone = game.obj(obj_id(game, alias)).zone
        assert zone == ("graveyard" if alias == gone else "battlefield"), alias


def test_700_2_a_mode_number_out_of_range_is_refused(board) -> None:
    game = board("""
        name: cankerbloom four
        battlefield: [{card: Cankerbloom, as: bloom}]
    """)
    bloom = obj_id(game, "bloom")
    with pytest.raises(IllegalActionError, match="700.2"):
        activate(game, bloom, ALICE, 1, [], {"mode": 4})
    assert game.obj(bloom).zone == "battlefield"


def test_700_2a_a_mode_without_a_legal_target_cant_be_chosen(board) -> None:
    """Goblin Cratermaker's second mode ("Destroy target colorless nonland permanent.") with
    no such permanent: refused, and the Cratermaker isn't sacrificed."""
    game = board("""
        name: cratermaker
        battlefield: [{card: Goblin Cratermaker, as: gc}, {card: Grizzly Bears, as: bears}]
    """)
    gc = obj_id(game, "gc")
    with pytest.raises(IllegalActionError, match="700.2a"):
        activate(game, gc, ALICE, 1, [], {"mode": 2})
    assert game.obj(gc).zone == "battlefield"


def test_700_2_goblin_cratermaker_deals_damage_after_sacrificing_itself(solve) -> None:
    """Mode 1: "This creature deals 2 damage to target creature." — the Cratermaker,
    sacrificed as a cost, deals the damage as it last existed (608.2h)."""
    out = solve("""
        name: cratermaker damage
        battlefield:
          - {card: Goblin Cratermaker, as: gc}
          - {card: Grizzly Bears, as: bears, controller: Bob}
        actions:
          - activate: {card: gc, ability: 1, targets: [bears], choices: {mode: 1}}
        expect:
          gc: {zone: graveyard}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
