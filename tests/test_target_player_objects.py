"""115.1 / 608.2b: objects described by a target player ("Destroy all creatures target
opponent controls.", "Simoon deals 1 damage to each creature target opponent controls."), and
502.3 / 611.2a "Those creatures don't untap during their controller's next untap step." after
tapping targets or a group (Frost Breath, Kiora Bests the Sea God)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import instructions as ic
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes
from arbiter.rules.target_player_selectors import ControlledByTargetPlayer


@pytest.mark.parametrize(("name", "line"), [
    ("Overwhelming Forces", "Destroy all creatures target opponent controls. Draw a card for "
     "each creature destroyed this way."),
    ("Simoon", "Simoon deals 1 damage to each creature target opponent controls."),
    ("Arms of Hadar", "Creatures target player controls get -2/-2 until end of turn."),
    ("Primeval Light", "Destroy all enchantments target player controls."),
    ("Contagion Engine", "When this artifact enters, put a -1/-1 counter on each creature "
     "target player controls."),
])
def test_115_1_objects_of_a_target_player_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, "When" not in line) or [None]
    [spec] = ability.targets
    assert spec.kind == "player"
    found = [n for n in nodes(ability.instructions) if isinstance(n, ControlledByTargetPlayer)]
    assert found and all(n.player == I.Ref.player_target(0) for n in found)


@pytest.mark.parametrize(("name", "line"), [
    ("Frost Breath", "Tap up to two target creatures. Those creatures don't untap during their "
     "controller's next untap step."),
    ("Sudden Storm", "Tap up to two target creatures. Those creatures don't untap during their "
     "controllers' next untap steps."),
    ("Kiora Bests the Sea God", "Tap all nonland permanents target opponent controls. They "
     "don't untap during their controller's next untap step."),
])
def test_502_3_those_dont_untap_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    tap, effect = ability.instructions
    assert isinstance(tap, I.Tap) and isinstance(effect, I.CreateEffect)
    assert effect.affected == tap.what and effect.duration == ic.NEXT_UNTAP


@pytest.mark.parametrize("line", [
    # the group would be other permanents once tapped; a line about no tapping
    "Tap all untapped creatures. Those creatures don't untap during their controllers' next "
    "untap steps.",
    "Those creatures don't untap during their controllers' next untap steps.",
])
def test_502_3_those_dont_untap_without_a_tapped_group_is_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None


def test_115_1_overwhelming_forces(solve) -> None:
    """Overwhelming Forces at Bob: his two creatures are destroyed, Alice's isn't; Alice draws
    two cards."""
    out = solve("""
        name: overwhelming forces
        battlefield:
          - {card: Grizzly Bears, as: mine}
          - {card: Grizzly Bears, controller: Bob, as: b1}
          - {card: Llanowar Elves, controller: Bob, as: b2}
        hand: {Alice: [Overwhelming Forces]}
        library: {Alice: [Island, Island, Island], Bob: [Swamp]}
        actions:
          - {cast: Overwhelming Forces, targets: [Bob]}
        expect:
          mine: {zone: battlefield}
          b1: {zone: graveyard}
          b2: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.zone_list("hand", 0)) == 2


def test_115_1_simoon_cant_target_its_controller(solve) -> None:
    out = solve("""
        name: simoon
        battlefield:
          - {card: Llanowar Elves, as: mine}
          - {card: Llanowar Elves, controller: Bob, as: his}
        hand: {Alice: [Simoon, Simoon]}
        actions:
          - {cast: Simoon, targets: [Alice], refused: "legal"}
          - {cast: Simoon, targets: [Bob]}
        expect:
          mine: {zone: battlefield}
          his: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_611_2a_frost_breath_keeps_them_tapped_one_untap_step(solve) -> None:
    """Frost Breath on Bob's two Grizzly Bears: they stay tapped through Bob's next untap step
    and untap in the one after."""
    out = solve("""
        name: frost breath
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: b1}
          - {card: Grizzly Bears, controller: Bob, as: b2}
          - {card: Grizzly Bears, controller: Bob, as: b3, tapped: true}
        hand: {Alice: [Frost Breath]}
        library: {Alice: [Island, Island, Island], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: Frost Breath, targets: [b1, b2]}
          - pass: next_turn
        expect:
          b1: {tapped: true}
          b2: {tapped: true}
          b3: {tapped: false}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: frost breath later
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: b1}
        hand: {Alice: [Frost Breath]}
        library: {Alice: [Island, Island, Island], Bob: [Swamp, Swamp, Swamp]}
        actions:
          - {cast: Frost Breath, targets: [b1]}
          - pass: next_turn
          - pass: next_turn
          - pass: next_turn
        expect:
          b1: {tapped: false}
    """)
    assert out.passed, out.failures
