"""603.2: "Whenever this creature or <equipped | enchanted> creature <event>, ..." (a
reconfigure Equipment creature, a bestow creature): the ability triggers when either does
it. Played with Spiteful Returned attacking itself and Acquisition Octopus attached by
reconfigure (702.151a-b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_603_2_spiteful_returned_attacking_itself(solve) -> None:
    """Spiteful Returned (1/1) attacks: defending player loses 2 life, then 1 combat
    damage: Bob at 17."""
    out = solve("""
        name: spiteful returned
        battlefield:
          - {card: Spiteful Returned, as: sr}
        actions:
          - {attack: [sr]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_2_acquisition_octopus_equipped_creature_deals_damage(solve) -> None:
    """Acquisition Octopus attached to Grizzly Bears: the Bears deal combat
    damage to Bob and Alice draws a card."""
    out = solve("""
        name: acquisition octopus equipped
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Acquisition Octopus, as: octopus}
        library: {Alice: [Opt, Opt]}
        actions:
          - {attach: {card: octopus, to: bears}}
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "it": the attacker on one card, the permanent itself on another (left unread)
    "Whenever this creature or equipped creature attacks, it gets +2/+0 until end of turn.",
    "Whenever this creature or equipped creature deals combat damage to a player, you may "
    "sacrifice it. If you do, discard your hand, then draw three cards.",
    # another creature isn't what the equipment or aura is attached to
    "Whenever this creature or another creature attacks, draw a card.",
])
def test_603_2_self_or_attached_pronouns_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
