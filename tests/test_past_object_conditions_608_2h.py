"""608.2h: "If that permanent was blue or black, ...", "If that creature was an Elemental",
"If that creature had power 2 or less", "If that land was a snow land": the object an earlier
instruction acted on, asked as it last existed on the battlefield (it has left it); in a
dies trigger, "that creature" after naming the source is the creature that died (603.2,
603.10a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


@pytest.mark.parametrize(("permanent", "cards"), [("Master Transmuter", 1),
                                                  ("Glorious Anthem", 0)])
def test_608_2h_filigree_fracture_draws_if_it_was_blue(solve, permanent: str,
                                                       cards: int) -> None:
    """Filigree Fracture destroys Bob's permanent; Alice draws only if it was blue or black
    (Master Transmuter is a blue artifact, Glorious Anthem a white enchantment)."""
    out = solve(f"""
        name: filigree fracture
        battlefield:
          - {{card: {permanent}, controller: Bob, as: victim}}
        hand: {{Alice: [Filigree Fracture]}}
        library: {{Alice: [Opt, Opt]}}
        actions:
          - {{cast: Filigree Fracture, targets: [victim]}}
        expect:
          victim: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.order[(0, "hand")]) == cards


@pytest.mark.parametrize(("dies", "counters"), [("Earth Elemental", 1),
                                                ("Grizzly Bears", 0)])
def test_603_10a_overgrowth_elemental_reads_the_creature_that_died(solve, dies: str,
                                                                   counters: int) -> None:
    """Overgrowth Elemental: another creature Alice controls dies; she gains 1 life, and the
    Elemental gets a counter only if the creature that died was an Elemental."""
    out = solve(f"""
        name: overgrowth elemental
        battlefield:
          - {{card: Overgrowth Elemental, as: oe}}
          - {{card: {dies}, as: victim}}
        hand: {{Bob: [Murder]}}
        actions:
          - {{cast: Murder, by: Bob, targets: [victim]}}
        expect:
          victim: {{zone: graveyard}}
          player Alice: {{life: 21}}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "oe")).counters.get("+1/+1", 0) == counters


@pytest.mark.parametrize(("dies", "counters"), [("Raging Goblin", 2), ("Grizzly Bears", 1)])
def test_608_2c_ugluk_two_counters_instead_for_a_goblin(solve, dies: str,
                                                        counters: int) -> None:
    """Uglúk of the White Hand: one counter when another creature Alice controls dies, two
    instead if it was a Goblin or Orc."""
    out = solve(f"""
        name: ugluk
        battlefield:
          - {{card: Uglúk of the White Hand, as: ugluk}}
          - {{card: {dies}, as: victim}}
        hand: {{Bob: [Murder]}}
        actions:
          - {{cast: Murder, by: Bob, targets: [victim]}}
        expect:
          victim: {{zone: graveyard}}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "ugluk")).counters.get("+1/+1", 0) == counters


@pytest.mark.parametrize(("land", "life"), [("Snow-Covered Forest", 21), ("Forest", 20)])
def test_608_2h_thermokarst_gains_life_if_that_land_was_snow(solve, land: str,
                                                             life: int) -> None:
    """Thermokarst: "Destroy target land. If that land was a snow land, you gain 1 life.\""""
    out = solve(f"""
        name: thermokarst
        battlefield:
          - {{card: {land}, controller: Bob, as: land}}
        hand: {{Alice: [Thermokarst]}}
        actions:
          - {{cast: Thermokarst, targets: [land]}}
        expect:
          land: {{zone: graveyard}}
          player Alice: {{life: {life}}}
    """)
    assert out.passed, out.failures


def test_608_2h_that_creature_after_naming_the_source_in_a_spell_stays_unread() -> None:
    """Without an event object to name, "that creature was ..." after the source was named
    isn't read as the source."""
    line = "Put a +1/+1 counter on ~. If that creature was a Villain, draw a card."
    assert isinstance(compile_line(line, "Test Card", spell=True)[0], UnsupportedAbility)
