"""602.2b / 601.2f: an activated ability's own cost change, "This ability costs {1} less to
activate for each legendary creature you control." Activating follows 601.2b-i, so the total
cost is the activation cost less the reduction (only generic mana, never below {0}), judged as
the ability is activated. Played through the real engine: the ability is offered only when
its reduced cost can be paid, and paying it taps just that many lands."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import find_ability, mana_part
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility
from arbiter.rules.spell_costs import SelfCostChange

ALICE = 0


def _labels(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _mirror(board, legends: list[str], lands: int):
    cards = ", ".join(["{card: Mirror of Galadriel, as: mirror}", *(f'"{n}"' for n in legends),
                       *(["Wastes"] * lands)])
    return board(f"""
        name: mirror
        turn: {{number: 2}}
        battlefield: [{cards}]
        library: {{Alice: [Plains, Island, Swamp], Bob: [Plains]}}
    """)


def test_601_2f_mirror_of_galadriel_costs_one_less_per_legendary_creature(board) -> None:
    """Two legendary creatures: {5} becomes {3}; three Wastes pay it and Alice draws."""
    game = _mirror(board, ["Isamaru, Hound of Konda", "Thalia, Guardian of Thraben"], 3)
    mirror = obj_id(game, "mirror")
    assert mana_part(game, mirror, find_ability(game, mirror, 1)) == "{3}"
    hand = len(game.state.zone_list("hand", ALICE))
    game.apply(next(a for a in _labels(game) if a.startswith("activate Mirror of Galadriel")))
    for _ in range(12):  # the payment, then both players pass and the ability resolves
        d = game.pending_decision
        if d is None or (d.kind == "priority" and not game.state.stack):
            break
        game.apply(_labels(game)[0])
    tapped = [o for o in game.state.battlefield() if game.obj(o).tapped]
    assert len([o for o in tapped if game.name_of(o) == "Wastes"]) == 3
    assert len(game.state.zone_list("hand", ALICE)) == hand + 1


def test_601_2f_mirror_of_galadriel_not_offered_when_the_rest_cant_be_paid(board) -> None:
    """One legendary creature: {4} with three Wastes can't be paid, so it isn't offered."""
    game = _mirror(board, ["Isamaru, Hound of Konda"], 3)
    mirror = obj_id(game, "mirror")
    assert mana_part(game, mirror, find_ability(game, mirror, 1)) == "{4}"
    assert not any(a.startswith("activate Mirror of Galadriel") for a in _labels(game))


def test_601_2f_a_reduction_never_goes_below_zero(board) -> None:
    """Six legendary creatures take {5} to {0}, not below (601.2f)."""
    legends = ["Isamaru, Hound of Konda", "Thalia, Guardian of Thraben", "Mirri, Cat Warrior",
               "Jasmine Boreal", "Isamaru, Hound of Konda", "Thalia, Guardian of Thraben"]
    game = _mirror(board, legends, 0)
    mirror = obj_id(game, "mirror")
    assert mana_part(game, mirror, find_ability(game, mirror, 1)) in ("", "{0}")


@pytest.mark.parametrize(("name", "line"), [
    ("Mirror of Galadriel", "{5}, {T}: Scry 1, then draw a card. This ability costs {1} less "
     "to activate for each legendary creature you control."),
    ("Esquire of the King", "{4}{W}, {T}: Creatures you control get +1/+1 until end of turn. "
     "This ability costs {2} less to activate if you control a legendary creature."),
    ("Hylda's Crown of Winter", "{1}, {T}: Tap target creature. This ability costs {1} less to "
     "activate during your turn."),
    ("Diary of Dreams", "{5}, {T}: Draw a card. This ability costs {1} less to activate for "
     "each page counter on this artifact."),
    ("Loreseeker's Stone", "{3}, {T}: Draw three cards. This ability costs {1} more to "
     "activate for each card in your hand."),
])
def test_602_2b_own_cost_change_oracle_lines(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, ActivatedAbility)
    assert isinstance(ab.cost_change, SelfCostChange)


@pytest.mark.parametrize("line", [
    # 601.2c: a change depending on the targets chosen isn't carried out here
    "{2}, {T}: Tap target creature. This ability costs {1} less to activate if it targets a "
    "creature with power 3 or less.",
    # a colored reduction
    "{1}{U}, {T}: Draw a card, then discard a card. This ability costs {1}{U} less to "
    "activate if another creature with flying entered under your control this turn.",
])
def test_602_2b_other_cost_changes_stay_unread(line: str) -> None:
    (ab,) = compile_line(line, "Test")
    assert isinstance(ab, UnsupportedAbility)


def _razorlash(board, nonbasics: int):
    wilds = "".join(", {card: Evolving Wilds, controller: Bob}" for _ in range(nonbasics))
    return board(f"""
        name: razorlash
        turn: {{number: 2}}
        battlefield: [Swamp, Swamp{wilds}]
        graveyard: {{Alice: [{{card: Razorlash Transmogrant, as: razorlash}}]}}
    """)


def test_601_2f_razorlash_from_the_graveyard_costs_four_less(board) -> None:
    """113.6m, 601.2f: Bob controls four nonbasic lands: {4}{B}{B} becomes {B}{B}; Alice's
    two Swamps pay it from her graveyard and Razorlash returns with a +1/+1 counter."""
    game = _razorlash(board, 4)
    razorlash = obj_id(game, "razorlash")
    assert mana_part(game, razorlash, find_ability(game, razorlash, 2)) == "{B}{B}"
    game.apply(next(a for a in _labels(game) if a.startswith("activate Razorlash")))
    for _ in range(12):  # the payment, then both players pass and the ability resolves
        d = game.pending_decision
        if d is None or (d.kind == "priority" and not game.state.stack):
            break
        game.apply(_labels(game)[0])
    back = obj_id(game, "razorlash")
    assert game.obj(back).zone == "battlefield"
    assert game.obj(back).counters.get("+1/+1") == 1


def test_601_2f_razorlash_full_cost_with_three_nonbasic_lands(board) -> None:
    """Three nonbasic lands: the full {4}{B}{B} can't be paid with two Swamps: not offered."""
    game = _razorlash(board, 3)
    assert not any(a.startswith("activate Razorlash") for a in _labels(game))
