"""118.12 / 118.3: an optional payment of two actions as the effect resolves, followed by "If
you do" or "When you do" (603.12): "you may <action> or <action>" (the player picks one they
can pay) and "you may <action> and <action>" (both, or none: no partial payment). Played
through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.costs import CostChoice
from arbiter.rules.instructions import objects as I

_KUN_LUN = """
    name: kun-lun warrior
    battlefield: [Mountain, Mountain, {{card: Ornithopter, as: thopter}}]
    hand: {{Alice: [{{card: K'un-Lun Warrior, as: warrior}}, {hand}]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
    choices: {choices}
    actions:
      - cast: warrior
    expect: {expect}
"""


def test_118_12_kun_lun_warrior_discards_instead_of_sacrificing(solve) -> None:
    """K'un-Lun Warrior: "you may sacrifice an artifact or discard a card. If you do, draw a
    card." Alice chooses to discard her Island: the Ornithopter stays, she draws a Plains."""
    out = solve(_KUN_LUN.format(
        hand="{card: Island, as: island}", choices="[yes, discard a card, island]",
        expect="{island: {zone: graveyard}, thopter: {zone: battlefield}, "
               "'player Alice': {hand_size: 1}}"))
    assert out.passed, out.failures


def test_118_12_kun_lun_warrior_sacrifices_the_artifact(solve) -> None:
    out = solve(_KUN_LUN.format(
        hand="{card: Island, as: island}", choices="[yes, sacrifice an artifact]",
        expect="{island: {zone: hand}, thopter: {zone: graveyard}, "
               "'player Alice': {hand_size: 2}}"))
    assert out.passed, out.failures


def test_118_3_kun_lun_warrior_with_only_the_artifact_isnt_asked_which(solve) -> None:
    """With no card in hand only the sacrifice can be paid: Alice isn't asked which cost
    (one option), she sacrifices the Ornithopter and draws."""
    out = solve(_KUN_LUN.replace(", {hand}", "").format(
        choices="[yes]", expect="{thopter: {zone: graveyard}, 'player Alice': {hand_size: 1}}"))
    assert out.passed, out.failures


def test_118_12_kun_lun_warrior_declined_draws_nothing(solve) -> None:
    out = solve(_KUN_LUN.format(
        hand="{card: Island, as: island}", choices="[no]",
        expect="{island: {zone: hand}, thopter: {zone: battlefield}, "
               "'player Alice': {hand_size: 1}}"))
    assert out.passed, out.failures


_SMELTER = """
    name: sokenzan smelter
    turn: {{number: 2}}
    battlefield: [{{card: Sokenzan Smelter, as: smelter}}, {{card: Ornithopter, as: thopter}},
                  {lands}]
    library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains]}}
    choices: {choices}
    actions:
      - {{pass: {{to: beginning_of_combat}}}}
    expect: {expect}
"""


def test_118_12_sokenzan_smelter_pays_one_and_sacrifices_for_a_construct(solve) -> None:
    """Sokenzan Smelter: "At the beginning of combat on your turn, you may pay {1} and
    sacrifice an artifact. If you do, create a 3/1 red Construct artifact creature token
    with haste." With a Mountain untapped Alice pays both: the Ornithopter is sacrificed
    and a Construct is created."""
    out = solve(_SMELTER.format(lands="Mountain", choices="[yes]",
                                expect="{thopter: {zone: graveyard}, "
                                       "Construct Token: {count: 1, power: 3}}"))
    assert out.passed, out.failures


def test_118_3_sokenzan_smelter_without_mana_cant_pay_half(solve) -> None:
    """Without mana the {1} can't be paid, so neither is the sacrifice (no partial payment,
    118.3): the Ornithopter stays and no Construct is created."""
    out = solve(_SMELTER.format(lands="{card: Mountain, tapped: true}", choices="[]",
                                expect="{thopter: {zone: battlefield}, "
                                       "Construct Token: {count: 0}}"))
    assert out.passed, out.failures


def test_603_12_cyclops_superconductor_dies_and_deals_its_power(solve) -> None:
    """Cyclops Superconductor (2/2): "When this creature dies, you may pay {E}{E}{E}. When you
    do, this creature deals damage equal to its power to any target." It enters (three
    energy); Alice casts Lightning Bolt at it, so prowess makes it a 3/3 first, and the 3
    damage kills it. She pays and targets Bob: the reflexive ability uses its power as it
    last existed on the battlefield (608.2h, prowess included): Bob is at 17."""
    out = solve("""
        name: cyclops superconductor
        battlefield: [Island, Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Cyclops Superconductor, as: cyclops}, Lightning Bolt]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        choices: [yes, Bob]
        actions:
          - cast: cyclops
          - {cast: Lightning Bolt, targets: [cyclops]}
        expect:
          cyclops: {zone: graveyard}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_12_cyclops_superconductor_without_energy_does_nothing(solve) -> None:
    """Alice declines to pay the energy: the reflexive ability doesn't trigger (603.12), Bob
    stays at 20."""
    out = solve("""
        name: cyclops declines
        battlefield: [Island, Mountain, Mountain, Mountain]
        hand: {Alice: [{card: Cyclops Superconductor, as: cyclops}, Lightning Bolt]}
        library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
        choices: [no]
        actions:
          - cast: cyclops
          - {cast: Lightning Bolt, targets: [cyclops]}
        expect:
          cyclops: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "text", "either"), [
    ("Vision of Love", "You may sacrifice an artifact or discard a card. If you do, draw two "
     "cards.", True),
    ("Highway Robbery", "You may discard a card or sacrifice a land. If you do, draw two "
     "cards.", True),
    ("Dreamshaper Shaman", "At the beginning of your end step, you may pay {2}{R} and "
     "sacrifice a nonland permanent. If you do, draw a card.", False),
])
def test_118_12_either_or_both_costs_are_one_optional_payment(name, text, either) -> None:
    (ability,) = compile_text(text, name, spell=not text.startswith("At "))
    (pay,) = ability.instructions
    assert isinstance(pay, I.MayPay) and pay.then
    assert isinstance(pay.cost[0], CostChoice) == either
    assert len(pay.cost) == (1 if either else 2)
