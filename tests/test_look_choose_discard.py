"""701.20e, 701.9b: "Look at target player's hand and choose up to two cards from it. That
player discards those cards." (Extortion, Mind Warp, Thrull Surgeon, Cracked Skull): the
controller looks at the hand (only they see it) and chooses the cards; that player discards
them (701.9a). Played through the engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.look_discard import LookChooseDiscard
from arbiter.rules.abilities import UnsupportedAbility

BOB = 1


def test_701_9b_extortion_the_caster_chooses_two_of_bobs_cards(solve) -> None:
    """Alice chooses Bob's Bolt and Bears; his Forest stays in his hand."""
    out = solve("""
        name: extortion
        hand: {Alice: [Extortion], Bob: [{card: Grizzly Bears, as: bears},
                                         {card: Lightning Bolt, as: bolt},
                                         {card: Forest, as: forest}]}
        actions:
          - {cast: Extortion, targets: [Bob], choices: {discard: [bolt, bears]}}
        expect:
          bears: {zone: graveyard}
          bolt: {zone: graveyard}
          forest: {zone: hand}
          player Bob: {hand_size: 1}
    """)
    assert out.passed, out.failures
    assert any("looks at Bob's hand (701.20e)" in ln for ln in out.game.state.log)


def test_701_9b_up_to_two_may_stop_after_one(solve) -> None:
    out = solve("""
        name: extortion one
        hand: {Alice: [Extortion], Bob: [{card: Grizzly Bears, as: bears},
                                         {card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: Extortion, targets: [Bob], choices: {discard: [bolt]}}
        expect:
          bolt: {zone: graveyard}
          bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_701_9b_mind_warp_with_x_above_the_hand_size_takes_the_whole_hand(solve) -> None:
    """X = 3 and Bob holds two cards: both are discarded (no choice is left)."""
    out = solve("""
        name: mind warp
        hand: {Alice: [Mind Warp], Bob: [{card: Grizzly Bears, as: bears},
                                         {card: Forest, as: forest}]}
        actions:
          - {cast: Mind Warp, targets: [Bob], choices: {x: 3}}
        expect:
          bears: {zone: graveyard}
          forest: {zone: graveyard}
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_701_9b_cracked_skull_only_a_nonland_card(solve) -> None:
    """"You may choose a nonland card from it": Bob's Forest can't be chosen."""
    out = solve("""
        name: cracked skull
        hand: {Alice: [Cracked Skull], Bob: [{card: Forest, as: forest}]}
        battlefield:
          - {card: Grizzly Bears, as: bears}
        actions:
          - {cast: Cracked Skull, targets: [bears]}
        choices: [Bob]
        expect:
          forest: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("text", [
    # the number of cards chosen and "that card" / "those cards" disagree
    "Look at target player's hand and choose two cards from it. That player discards that "
    "card.",
    # a rider on the choice ("If you do, ... then draws a card") isn't read here
    "Look at target player's hand. You may choose a card from it. If you do, that player "
    "discards that card, then draws a card.",
])
def test_701_9b_other_wordings_stay_unread(text: str) -> None:
    [ab] = compile_line(text, "Test Card", spell=True)
    assert isinstance(ab, UnsupportedAbility)


def test_701_20e_thrull_surgeon_line() -> None:
    [ab] = compile_line("{1}{B}, Sacrifice this creature: Look at target player's hand and "
                        "choose a card from it. That player discards that card. Activate only "
                        "as a sorcery.", "Thrull Surgeon")
    [step] = ab.instructions
    assert isinstance(step, LookChooseDiscard) and step.n == 1 and not step.up_to
    assert ab.sorcery_speed
