"""701.20a / 701.9b / 202.3: "Target opponent reveals their hand. You choose a nonland card
from it with mana value 3 or less. That player discards that card." (Inquisition of Kozilek,
Pelakka Predation's "with mana value 3 or greater"): only a card of that mana value can be
chosen; 406.2: "That player exiles that card." exiles it (Ghastlord of Fugue). Played through
the engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import choices as ic


def test_701_9b_inquisition_of_kozilek_discards_the_chosen_cheap_card(solve) -> None:
    """Alice's Inquisition of Kozilek: Bob reveals Grizzly Bears (mana value 2), Shivan Dragon
    (6) and a Forest; Alice chooses the Bears, which Bob discards."""
    out = solve("""
        name: inquisition bears
        hand: {Alice: [Inquisition of Kozilek], Bob: [{card: Grizzly Bears, as: bears},
                                                       {card: Shivan Dragon, as: dragon},
                                                       {card: Forest, as: forest}]}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {cast: Inquisition of Kozilek, targets: [Bob], choices: {discard: bears}}
        expect:
          bears: {zone: graveyard}
          dragon: {zone: hand}
          forest: {zone: hand}
    """)
    assert out.passed, out.failures


def test_202_3_inquisition_of_kozilek_cant_take_a_card_of_greater_mana_value(solve) -> None:
    """Bob's hand holds only Shivan Dragon (mana value 6) and a Forest (a land): no card can
    be chosen, so Bob discards nothing."""
    out = solve("""
        name: inquisition nothing
        hand: {Alice: [Inquisition of Kozilek], Bob: [{card: Shivan Dragon, as: dragon},
                                                       {card: Forest, as: forest}]}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {cast: Inquisition of Kozilek, targets: [Bob]}
        expect:
          dragon: {zone: hand}
          forest: {zone: hand}
          player Bob: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_202_3_pelakka_predation_takes_only_a_card_of_mana_value_3_or_greater(solve) -> None:
    """Pelakka Predation ("a card from it with mana value 3 or greater"): Bob holds Grizzly
    Bears (2) and Shivan Dragon (6): the Dragon is the only card Alice may choose."""
    out = solve("""
        name: pelakka predation
        hand: {Alice: [Pelakka Predation], Bob: [{card: Grizzly Bears, as: bears},
                                                  {card: Shivan Dragon, as: dragon}]}
        library: {Alice: [Plains], Bob: [Island]}
        actions:
          - {cast: Pelakka Predation, targets: [Bob], choices: {discard: dragon}}
        expect:
          bears: {zone: hand}
          dragon: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("text", "exile"), [
    ("Target player reveals their hand. You choose a nonland card from it with mana value 3 "
     "or less. That player discards that card.", False),
    ("Target opponent reveals their hand. You choose a card from it with mana value 4 or "
     "greater and exile that card.", True),
    ("Target opponent reveals their hand. You choose a card from it. That player exiles that "
     "card.", True),
])
def test_701_20a_mana_value_and_exile_lines_are_read(text: str, exile: bool) -> None:
    (ab,) = compile_line(text, "Inquisition of Kozilek", spell=True)
    assert not isinstance(ab, UnsupportedAbility), ab
    (step,) = ab.instructions
    assert isinstance(step, ic.RevealChooseDiscard) and step.exile == exile
    assert step.selector is not None
