""""<player> discards a card for each <thing>" (701.9a, 107.1: the number is counted as the
instruction is followed, 608.2h; the discarding player chooses the cards, 701.9b; with fewer
in hand, they discard all they have). Played through the engine with real cards."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def test_701_9a_mind_sludge_discards_one_card_for_each_swamp_you_control(solve) -> None:
    """Alice controls three Swamps and an Island: Bob discards three of his four cards, the
    three he chooses (701.9b)."""
    out = solve("""
        name: mind sludge
        battlefield: [Swamp, Swamp, Swamp, Island]
        hand: {Alice: [Mind Sludge], Bob: [{card: Forest, as: f1}, {card: Forest, as: f2},
                                          {card: Plains, as: p1}, {card: Plains, as: p2}]}
        choices: [f1, p1, p2]
        actions:
          - {cast: Mind Sludge, targets: [Bob]}
        expect:
          f1: {zone: graveyard}
          p1: {zone: graveyard}
          p2: {zone: graveyard}
          f2: {zone: hand}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_701_9b_fewer_cards_than_the_count_discards_the_whole_hand(solve) -> None:
    out = solve("""
        name: mind sludge short hand
        battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp]
        hand: {Alice: [Mind Sludge], Bob: [Forest, Plains]}
        actions:
          - {cast: Mind Sludge, targets: [Bob]}
        expect:
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    # "for each creature it devoured": a count of the devour this clause doesn't read
    ("Tar Fiend", "When this creature enters, target player discards a card for each "
     "creature it devoured."),
    ("Sink into Takenuma", "Sweep \u2014 Return any number of Swamps you control to their "
     "owner's hand. Target player discards a card for each Swamp returned this way."),
])
def test_701_9a_discard_for_an_unread_count_stays_unread(name: str, line: str) -> None:
    (ab,) = compile_line(line, name, spell=name == "Sink into Takenuma")
    assert isinstance(ab, UnsupportedAbility)
