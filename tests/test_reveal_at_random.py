""""<player> reveals a card at random from their hand." (701.20a): one card of that player's
hand, picked at random by the game (not by a player), is shown to all players and stays in
the hand. Read only as the ability's last instruction; a later reference to the revealed
card stays unread. Played through the engine with real cards (Merfolk Spy, Hired
Torturer)."""

from __future__ import annotations

import re

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def _revealed(log: list[str]) -> list[str]:
    return [m.group(1) for line in log
            if (m := re.match(r"Bob reveals (.+?) at random from their hand", line))]


def test_701_20a_merfolk_spy_makes_the_damaged_player_reveal_one_card(solve) -> None:
    """Merfolk Spy deals combat damage to Bob: Bob reveals one of his two cards; both stay
    in his hand."""
    out = solve("""
        name: merfolk spy
        turn: {number: 3}
        battlefield: [{card: Merfolk Spy, as: spy}]
        hand: {Bob: [{card: Forest, as: forest}, {card: Plains, as: plains}]}
        library: {Alice: [Island], Bob: [Swamp]}
        actions:
          - {attack: [spy]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 19, hand_size: 2}
          forest: {zone: hand}
          plains: {zone: hand}
    """)
    assert out.passed, out.failures
    shown = _revealed(out.game.state.log)
    assert len(shown) == 1 and shown[0] in ("Forest", "Plains")


def test_701_20a_hired_torturer_life_loss_then_reveal(solve) -> None:
    """Hired Torturer: Bob loses 2 life, then reveals a card at random (his only card)."""
    out = solve("""
        name: hired torturer
        battlefield: [{card: Hired Torturer, as: torturer}]
        hand: {Bob: [{card: Forest, as: forest}]}
        actions:
          - activate: {card: torturer, ability: "{3}{B}", targets: [Bob]}
        expect:
          player Bob: {life: 18, hand_size: 1}
          forest: {zone: hand}
    """)
    assert out.passed, out.failures
    assert _revealed(out.game.state.log) == ["Forest"]


@pytest.mark.parametrize(("name", "line"), [
    # the revealed card is referred to later: this reading doesn't name it
    ("Singe-Mind Ogre", "When this creature enters, target player reveals a card at random "
     "from their hand, then loses life equal to that card's mana value."),
    ("Planeswalker's Mirth", "{3}{W}: Target opponent reveals a card at random from their "
     "hand. You gain life equal to that card's mana value."),
])
def test_701_20a_a_later_reference_to_the_revealed_card_stays_unread(name: str, line: str
                                                                     ) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, UnsupportedAbility)
