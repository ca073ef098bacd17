"""601.2f with 601.2c: "Spells your opponents cast that target this creature cost {2} more to
cast." (Boreal Elemental), "... that target a Merfolk you control ..." (Kopala, Warden of
Waves), "Spells you cast that target a creature cost {2} less to cast." (Killian, Ink
Duelist), played through the real engine: the targets are chosen before the total cost is
determined, and the change applies when a chosen target is such an object."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.targeted_cost_changes import TargetedCostChange
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


@pytest.mark.parametrize(("name", "line", "amount", "whose"), [
    ("Boreal Elemental", "Spells your opponents cast that target this creature cost {2} more "
     "to cast.", 2, "opponents"),
    ("Kopala, Warden of Waves", "Spells your opponents cast that target a Merfolk you control "
     "cost {2} more to cast.", 2, "opponents"),
    ("Killian, Ink Duelist", "Spells you cast that target a creature cost {2} less to cast.",
     -2, "you"),
    ("Spellwild Ouphe", "Spells that target this creature cost {1} less to cast.", -1, "any"),
])
def test_601_2f_targeted_cost_change_lines(name: str, line: str, amount: int,
                                           whose: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility)
    (detail,) = [p.detail for e in ab.effects for p in e.parts]
    assert isinstance(detail, TargetedCostChange)
    assert (detail.amount, detail.whose) == (amount, whose)


@pytest.mark.parametrize(("name", "line"), [
    ("Terror of the Peaks", "Spells your opponents cast that target this creature cost an "
     "additional 3 life to cast."),
    ("Accursed Witch", "Spells you cast that target enchanted player cost {1} less to cast."),
    ("The Destined", "Spells you control that target a creature you control cost {1} less to "
     "cast."),
])
def test_601_2f_targeted_cost_near_variants_stay_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)


def _tapped_lands(out, player: int) -> int:  # type: ignore[no-untyped-def]
    game = out.game
    return sum(1 for oid in game.state.battlefield() if game.obj(oid).tapped
               and game.chars(oid).controller == player and "Land" in game.chars(oid).types)


def test_601_2f_boreal_elemental_opponents_pay_two_more(solve) -> None:
    """Bob's Boreal Elemental: Alice's Shock at it costs {2}{R} (three Mountains tapped); with
    one Mountain she can't cast it at the Elemental, and her Shock at Bob costs {R}."""
    out = solve("""
        name: boreal elemental
        battlefield:
          - {card: Boreal Elemental, controller: Bob, as: elemental}
          - {card: Mountain, controller: Alice}
          - {card: Mountain, controller: Alice}
          - {card: Mountain, controller: Alice}
          - {card: Mountain, controller: Alice}
        hand: {Alice: [Shock, Shock]}
        actions:
          - {cast: Shock, targets: [elemental], pay: true}
        expect:
          elemental: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 0) == 3
    out = solve("""
        name: boreal elemental, shock at bob
        battlefield:
          - {card: Boreal Elemental, controller: Bob, as: elemental}
          - {card: Mountain, controller: Alice}
        hand: {Alice: [Shock]}
        actions:
          - {cast: Shock, targets: [elemental], pay: true, refused: "total cost {2}{R}"}
          - {cast: Shock, targets: [Bob], pay: true}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 0) == 1


def test_601_2f_kasmina_only_what_the_controller_controls(solve) -> None:
    """Alice's Kasmina, Enigmatic Mentor ("... that target a creature or planeswalker you
    control ..."): Bob's Shock at Alice herself costs {R}; his Shock at her Grizzly Bears
    costs {2}{R}."""
    out = solve("""
        name: kasmina
        battlefield:
          - {card: "Kasmina, Enigmatic Mentor", controller: Alice}
          - {card: Grizzly Bears, controller: Alice, as: bears}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
        hand: {Bob: [Shock, Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [Alice], pay: true}
          - {cast: Shock, by: Bob, targets: [bears], pay: true}
        expect:
          player Alice: {life: 18}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 1) == 4  # {R}, then {2}{R}


def test_601_2f_jubilant_skybonder_grants_it_to_fliers(solve) -> None:
    """Alice's Jubilant Skybonder gives her creatures with flying the ability: Bob's Shock at
    her Wind Drake costs {2}{R}, at her Grizzly Bears {R}."""
    out = solve("""
        name: skybonder
        battlefield:
          - {card: Jubilant Skybonder, controller: Alice}
          - {card: Wind Drake, controller: Alice, as: drake}
          - {card: Grizzly Bears, controller: Alice, as: bears}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
          - {card: Mountain, controller: Bob}
        hand: {Bob: [Shock, Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [bears], pay: true}
          - {cast: Shock, by: Bob, targets: [drake], pay: true}
        expect:
          bears: {zone: graveyard}
          drake: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 1) == 4


def test_601_2f_killian_reduces_spells_targeting_a_creature(solve) -> None:
    """Alice's Killian: her Murder ({1}{B}{B}) at Bob's Grizzly Bears costs {B}{B}."""
    out = solve("""
        name: killian
        battlefield:
          - {card: "Killian, Ink Duelist", controller: Alice}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Swamp, controller: Alice}
          - {card: Swamp, controller: Alice}
          - {card: Swamp, controller: Alice}
        hand: {Alice: [Murder]}
        actions:
          - {cast: Murder, targets: [bears], pay: true}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _tapped_lands(out, 0) == 2
