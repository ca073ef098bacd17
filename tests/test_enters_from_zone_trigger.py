"""603.2, 400.1, 400.3: "When this creature enters from a graveyard", "Whenever this
creature or another creature enters from your graveyard" (the card came from that zone,
and from a graveyard its owner is the ability's controller): Triarch Praetorian and Flayer
of the Hatebound played; cast from the hand they don't trigger."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_603_2_triarch_praetorian_from_a_graveyard(board) -> None:
    """Zombify returns Triarch Praetorian: Alice draws two cards and loses 2 life."""
    game = board("""
        name: triarch praetorian reanimated
        graveyard: {Alice: [Triarch Praetorian]}
        hand: {Alice: [Zombify]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Zombify, targets: [Triarch Praetorian]}
    """)
    assert game.state.players[0].life == 18
    assert len(game.state.zone_list("hand", 0)) == 2


def test_603_2_triarch_praetorian_cast_from_hand_doesnt_trigger(board) -> None:
    game = board("""
        name: triarch praetorian cast
        hand: {Alice: [Triarch Praetorian]}
        library: {Alice: [Island, Island, Island]}
        actions:
          - {cast: Triarch Praetorian}
    """)
    assert game.state.players[0].life == 20
    assert len(game.state.zone_list("hand", 0)) == 0


def test_603_2_flayer_another_creature_from_your_graveyard(board) -> None:
    """Flayer of the Hatebound: Zombify returns Alice's Hill Giant: the Giant deals 3 damage
    to Bob (its power)."""
    game = board("""
        name: flayer, zombify
        battlefield: [Flayer of the Hatebound]
        graveyard: {Alice: [Hill Giant]}
        hand: {Alice: [Zombify]}
        choices: [Bob]
        actions:
          - {cast: Zombify, targets: [Hill Giant]}
    """)
    assert [p.life for p in game.state.players] == [20, 17]


def test_400_3_flayer_opponents_graveyard_isnt_yours(board) -> None:
    """Beacon of Unrest puts Bob's Hill Giant onto the battlefield under Alice's control: it
    entered from Bob's graveyard, not Alice's, and the Flayer doesn't trigger."""
    game = board("""
        name: flayer, beacon
        battlefield: [Flayer of the Hatebound]
        graveyard: {Bob: [Hill Giant]}
        hand: {Alice: [Beacon of Unrest]}
        actions:
          - {cast: Beacon of Unrest, targets: [Hill Giant]}
    """)
    assert [p.life for p in game.state.players] == [20, 20]
    assert "Hill Giant" in [game.name_of(o) for o in game.state.battlefield()]


@pytest.mark.parametrize(("line", "zone", "owned"), [
    ("When this land enters from a graveyard, you lose 2 life.", "graveyard", False),
    ("When this creature enters from your graveyard, you lose 2 life.", "graveyard", True),
    ("Whenever a creature enters from exile, you lose 2 life.", "exile", False),
    ("When this creature enters from your hand, you lose 2 life.", "hand", True),
])
def test_603_2_enters_from_zone_lines(line: str, zone: str, owned: bool) -> None:
    [ability] = compile_text(line, "Test Card") or [None]
    assert ability.trigger.event == "enters" and ability.trigger.from_zone == zone
    assert ("OwnedByYou" in repr(ability.trigger.selector)) == owned
