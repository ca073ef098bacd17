"""701.9a, 603.2: "When a spell or ability an opponent controls causes you to discard this
card, ..." triggers from where the card wound up, only when an opponent's resolving spell or
ability made its owner discard it; "that player" is that opponent, "it" the card."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility
from arbiter.scenario.errors import ScenarioError


def test_701_9a_psychic_purge_opponents_mind_rot_that_player_loses_5(solve) -> None:
    """Alice casts Mind Rot targeting Bob, whose hand is Psychic Purge and an Island: both
    are discarded; Psychic Purge's ability triggers from Bob's graveyard and Alice (the
    opponent whose spell made him discard it) loses 5 life."""
    out = solve("""
        name: psychic purge
        hand: {Alice: [Mind Rot], Bob: [Psychic Purge, Island]}
        actions:
          - {cast: Mind Rot, targets: [Bob]}
        expect:
          Psychic Purge: {zone: graveyard, owner: Bob}
          player Alice: {life: 15}
          player Bob: {life: 20, hand_size: 0}
    """)
    assert out.passed, out.failures


def test_701_9a_own_spell_discarding_it_doesnt_trigger(solve) -> None:
    """Bob casts Mind Rot on himself: his own spell, so Psychic Purge doesn't trigger."""
    out = solve("""
        name: psychic purge own spell
        players: [Bob, Alice]
        hand: {Bob: [Mind Rot, Psychic Purge, Island]}
        actions:
          - {cast: Mind Rot, targets: [Bob]}
        expect:
          Psychic Purge: {zone: graveyard}
          player Alice: {life: 20}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_701_9a_guerrilla_tactics_deals_4_damage_to_any_target(solve) -> None:
    """Alice's Mind Rot makes Bob discard Guerrilla Tactics: its ability triggers under Bob's
    control and it deals 4 damage to the target he chooses, Alice's Hill Giant (3/3),
    which dies."""
    out = solve("""
        name: guerrilla tactics
        battlefield: [{card: Hill Giant, as: giant}]
        hand: {Alice: [Mind Rot], Bob: [Guerrilla Tactics, Island]}
        choices: [giant]
        actions:
          - {cast: Mind Rot, targets: [Bob]}
        expect:
          Hill Giant: {zone: graveyard}
          Guerrilla Tactics: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_701_9a_quagnoth_returns_to_its_owners_hand(solve) -> None:
    """Alice's Mind Rot makes Bob discard Quagnoth and an Island: Quagnoth returns from his
    graveyard to his hand; the Island stays."""
    out = solve("""
        name: quagnoth
        hand: {Alice: [Mind Rot], Bob: [Quagnoth, Island]}
        actions:
          - {cast: Mind Rot, targets: [Bob]}
        expect:
          Quagnoth: {zone: hand, owner: Bob}
          Island: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    # "cards this turn": a batch of the turn's discards, with "those cards"
    "Whenever a spell or ability an opponent controls causes you to discard cards this "
    "turn, return those cards from your graveyard to your hand.",
    # another card, not this one
    "Whenever a spell or ability an opponent controls causes you to discard a card, draw a "
    "card.",
])
def test_701_9a_near_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Pure Intentions") or []
    assert not any(isinstance(a, TriggeredAbility) for a in abilities)


def test_701_9a_discarded_to_pay_an_opponents_ward_cost_stops_the_game(solve) -> None:
    """Alice targets Bob's Alpharael, Stonechosen ("Ward—Discard a card at random.") and pays
    by discarding her only other card, Psychic Purge: a cost paid while Bob's ability
    resolves, which the engine doesn't judge as the ability causing the discard; the game
    stops naming Psychic Purge's text rather than guess."""
    with pytest.raises(ScenarioError, match="Psychic Purge.*discard this card"):
        solve("""
        name: ward discard
        battlefield:
          - {card: "Alpharael, Stonechosen", controller: Bob, as: warded}
          - {card: Mountain}
        hand: {Alice: [{card: Lightning Bolt, as: bolt}, Psychic Purge]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, targets: [warded], choices: {pay: yes}}
        """)
