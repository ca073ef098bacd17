"""603.4 with 508.5: an intervening "if" about the defending player on an attacking
creature's own attack trigger ("Whenever this creature attacks, if defending player has two
or fewer cards in hand, it gains flying until end of turn.": Reaper of Night). The condition
is the one about "you" read for the player the creature attacks, checked as the ability
triggers and as it resolves."""

from __future__ import annotations

import pytest
from conftest import chars_of

from arbiter.compiler.lines import compile_text


def _reaper(bob_hand: list[str]) -> str:
    return f"""
        name: reaper of night
        battlefield:
          - {{card: Reaper of Night, as: reaper}}
        hand: {{Bob: {bob_hand}}}
        actions:
          - {{attack: [reaper]}}
    """


def test_603_4_defending_player_with_two_cards_reaper_flies(solve) -> None:
    out = solve(_reaper(["Island", "Island"]))
    assert out.passed, out.failures
    assert chars_of(out, "reaper").has_keyword("flying")


def test_603_4_defending_player_with_three_cards_no_trigger(solve) -> None:
    out = solve(_reaper(["Island", "Island", "Island"]))
    assert out.passed, out.failures
    assert not chars_of(out, "reaper").has_keyword("flying")


def test_603_4_the_attacking_players_own_hand_doesnt_count(solve) -> None:
    """Alice (attacking) has no cards, Bob (defending) three: no flying."""
    out = solve("""
        name: reaper, own hand empty
        battlefield:
          - {card: Reaper of Night, as: reaper}
        hand: {Bob: [Island, Island, Island]}
        actions:
          - {attack: [reaper]}
    """)
    assert out.passed, out.failures
    assert not chars_of(out, "reaper").has_keyword("flying")


@pytest.mark.parametrize("line", [
    # another creature's attack, a block, a step: no defending player of the source (508.5)
    "Whenever a creature you control attacks, if defending player controls no Walls, draw a "
    "card.",
    "Whenever this creature blocks, if defending player controls no Walls, draw a card.",
    "At the beginning of your upkeep, if defending player controls no Walls, draw a card.",
    # words naming another player
    "Whenever this creature attacks, if defending player controls more lands than you, draw "
    "a card.",
])
def test_508_5_defending_player_elsewhere_stays_unread(line: str) -> None:
    assert compile_text(line, "Test") is None
