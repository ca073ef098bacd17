"""Behold (701.4) as one option of an additional cost ("behold a Dragon or pay {1}"),
played through the real engine: a card of that quality revealed from the hand or a
permanent of that quality the player controls, chosen as the costs are paid; without one,
only the mana option is left. With a table of real Oracle lines read or left unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import AdditionalCost, UnsupportedAbility


def _beheld(game) -> list[int]:
    return [e.obj for e in game.events if e.kind == "beholds"]


def test_701_4a_behold_a_card_revealed_from_the_hand(solve) -> None:
    """Caustic Exhale (behold a Dragon or pay {1}; target creature gets -3/-3): Alice
    beholds the Shivan Dragon in her hand, which stays there; Bob's Hill Giant dies; she
    paid {B} only (her Swamp and Island: the Island stays untapped)."""
    out = solve("""
        name: behold from hand
        battlefield: [{card: Swamp, as: swamp}, {card: Island, as: island},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Caustic Exhale, {card: Shivan Dragon, as: dragon}]}
        actions:
          - cast: Caustic Exhale
            targets: [giant]
            pay: true
            choices: {additional_option: "Behold a Dragon", cost: dragon}
        expect:
          dragon: {zone: hand}
          giant: {zone: graveyard}
          swamp: {tapped: true}
          island: {tapped: false}
    """)
    assert out.passed, out.failures
    assert len(_beheld(out.game)) == 1


def test_701_4a_behold_a_permanent_you_control(solve) -> None:
    """Alice controls Shivan Dragon: she beholds it (it stays, untapped) and pays only
    {B}."""
    out = solve("""
        name: behold permanent
        battlefield: [{card: Swamp, as: swamp}, {card: Island, as: island},
                      {card: Shivan Dragon, as: dragon},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Caustic Exhale]}
        actions:
          - cast: Caustic Exhale
            targets: [giant]
            pay: true
            choices: {additional_option: "Behold a Dragon", cost: dragon}
        expect:
          dragon: {zone: battlefield, tapped: false}
          giant: {zone: graveyard}
          island: {tapped: false}
    """)
    assert out.passed, out.failures


def test_701_4a_behold_without_a_dragon_pays_the_mana(solve) -> None:
    """No Dragon in hand or on Alice's side (Bob's Dragon doesn't count): beholding is
    refused (nothing changes), and she pays {1} more: both her lands are tapped."""
    out = solve("""
        name: behold impossible
        battlefield: [{card: Swamp, as: swamp}, {card: Island, as: island},
                      {card: Shivan Dragon, as: bobs, controller: Bob},
                      {card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [Caustic Exhale]}
        actions:
          - cast: Caustic Exhale
            targets: [giant]
            pay: true
            choices: {additional_option: "Behold a Dragon", cost: bobs}
            refused: "behold"
          - cast: Caustic Exhale
            targets: [giant]
            pay: true
            choices: {additional_option: "pay {1}"}
        expect:
          giant: {zone: graveyard}
          swamp: {tapped: true}
          island: {tapped: true}
    """)
    assert out.passed, out.failures
    assert _beheld(out.game) == []


LINES = [
    ("Caustic Exhale", "As an additional cost to cast this spell, behold a Dragon or pay {1}.",
     True, True),
    ("Kinsbaile Aspirant", "As an additional cost to cast this spell, behold a Kithkin or pay "
     "{2}.", False, True),
    ("Lys Alana Dignitary", "As an additional cost to cast this spell, behold an Elf or pay "
     "{2}.", False, True),
    ("Champion of the Clachan", "As an additional cost to cast this spell, behold a Kithkin "
     "and exile it.", False, False),
    ("Osseous Exhale", "As an additional cost to cast this spell, you may behold a Dragon.",
     True, False),
]


@pytest.mark.parametrize(("card", "line", "spell", "read"), LINES)
def test_701_4a_behold_lines(card: str, line: str, spell: bool, read: bool) -> None:
    (ability,) = compile_line(line, card, spell=spell)
    if not read:
        assert isinstance(ability, UnsupportedAbility)
        return
    assert isinstance(ability, AdditionalCost)
    assert "BeholdCost(" in repr(ability.costs)
