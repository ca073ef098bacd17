"""701.9a / 400.7e: "Whenever you discard a card, exile that card from your graveyard."
(Necropotence, Bag of Holding): the card discarded is exiled from the graveyard it went to;
another player's discard doesn't trigger it."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.discarded_card import ExileFromGraveyard
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I


def test_701_9a_necropotence_exiles_each_card_alice_discards(solve) -> None:
    """Alice casts Mind Rot on herself with Necropotence out: both cards discarded go to
    her graveyard, then each is exiled by its own trigger."""
    out = solve("""
        name: necropotence
        battlefield:
          - Necropotence
        hand: {Alice: [Mind Rot, Island, Forest]}
        actions:
          - {cast: Mind Rot, targets: [Alice]}
          - pass: next_step
        expect:
          Island: {zone: exile}
          Forest: {zone: exile}
          Mind Rot: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_2_necropotence_ignores_an_opponents_discard(solve) -> None:
    """Alice's Mind Rot on Bob: Bob's cards stay in his graveyard."""
    out = solve("""
        name: necropotence, Bob discards
        battlefield:
          - Necropotence
        hand: {Alice: [Mind Rot], Bob: [Island, Forest]}
        actions:
          - {cast: Mind Rot, targets: [Bob]}
          - pass: next_step
        expect:
          Island: {zone: graveyard, owner: Bob}
          Forest: {zone: graveyard, owner: Bob}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "body"), [
    ("Whenever you discard a card, exile that card from your graveyard.",  # Necropotence
     (ExileFromGraveyard(),)),
    ("Whenever you discard a card, you may exile that card from your graveyard.",
     (I.MayDo(do=(ExileFromGraveyard(),)),)),  # Currency Converter
])
def test_400_7e_discarded_card_exile_lines(line: str, body: tuple) -> None:
    [ab] = compile_text(line, "Test Card") or [None]
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject) == ("discard", "you")
    assert ab.instructions == body
