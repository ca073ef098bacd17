"""701.20a / 406.2: "Target opponent reveals their hand. You choose a nonland card from it and
exile that card." (Thought-Knot Seer, Castigate, Intimidation Tactics): the spell's controller
chooses the card and it is exiled (not discarded, 701.9: no discard triggers, not in the
graveyard). Played through the engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import choices as ic

BOB = 1


def test_701_20a_intimidation_tactics_exiles_the_chosen_card(solve) -> None:
    """Intimidation Tactics ("an artifact or creature card ... Exile that card."): Alice
    picks Bob's Grizzly Bears over his Lightning Bolt; the Bears is exiled, the Bolt stays in
    his hand, and nothing is put into his graveyard."""
    out = solve("""
        name: intimidation tactics
        hand: {Alice: [Intimidation Tactics], Bob: [{card: Grizzly Bears, as: bears},
                                                     {card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {cast: Intimidation Tactics, targets: [Bob], choices: {discard: bears}}
        expect:
          bears: {zone: exile}
          bolt: {zone: hand}
          player Bob: {hand_size: 1}
    """)
    assert out.passed, out.failures
    assert out.game.state.zone_list("graveyard", BOB) == []


def test_701_20a_only_a_card_of_the_kind_can_be_chosen(solve) -> None:
    """Castigate ("a nonland card"): Bob's hand holds only a Forest: nothing is exiled."""
    out = solve("""
        name: castigate no nonland
        hand: {Alice: [Castigate], Bob: [{card: Forest, as: forest}]}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {cast: Castigate, targets: [Bob]}
        expect:
          forest: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("text", "exile"), [
    ("Target opponent reveals their hand. You choose a nonland card from it and exile that "
     "card.", True),
    ("Target player reveals their hand. You choose a nonland card from it. Exile that card.",
     True),
    ("Target opponent reveals their hand. You choose a nonland card from it. That player "
     "discards that card.", False),
])
def test_701_20a_oracle_lines_are_read(catalog, text, exile) -> None:
    (ab,) = compile_line(text, "Castigate", spell=True)
    assert not isinstance(ab, UnsupportedAbility), ab
    (step,) = ab.instructions
    assert isinstance(step, ic.RevealChooseDiscard) and step.exile == exile
