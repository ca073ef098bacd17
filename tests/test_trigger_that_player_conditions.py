"""603.4: an intervening "if" about "that player", the player of the trigger event (for an
"at the beginning of each opponent's upkeep" ability, the active player, 503.1): "if that
player has two or fewer cards in hand" (Hellfire Mongrel), "if that player has 5 or less
life" (Razor Pendulum). Checked as the ability triggers and again as it resolves."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import conditions as C
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.event_player_conditions import ForEventPlayer


def _mongrel(hand: str) -> str:
    return f"""
        name: hellfire mongrel
        battlefield:
          - {{card: Hellfire Mongrel, as: mongrel}}
        hand: {{Alice: [Island, Island, Island], Bob: {hand}}}
        library: {{Alice: [Island, Island], Bob: [Island, Island]}}
        actions:
          - {{pass: end_of_turn}}
          - {{pass: {{to: draw}}}}
    """


def test_603_4_hellfire_mongrel_opponent_with_two_cards_is_dealt_2(solve) -> None:
    """Bob has two cards in hand at his upkeep: Hellfire Mongrel deals him 2 damage (Alice,
    with three cards, is not the player the condition reads)."""
    out = solve(_mongrel("[Forest, Forest]") + """
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_603_4_hellfire_mongrel_opponent_with_three_cards_takes_nothing(solve) -> None:
    """Bob has three cards in hand: the ability doesn't trigger."""
    out = solve(_mongrel("[Forest, Forest, Forest]") + """
        expect:
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
    assert not any("Hellfire Mongrel" in line or "mongrel" in line
                   for line in out.game.state.log if "on the stack" in line)


def test_603_4_razor_pendulum_reads_the_player_whose_end_step_it_is(solve) -> None:
    """Razor Pendulum: Alice at 5 life, Bob at 4. At Alice's end step she is dealt 2 (only
    she is "that player"); Bob's life is unchanged."""
    out = solve("""
        name: razor pendulum
        battlefield:
          - {card: Razor Pendulum, as: pendulum}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {set: {player: Alice, life: 5}}
          - {set: {player: Bob, life: 4}}
          - {pass: end_of_turn}
        expect:
          player Alice: {life: 3}
          player Bob: {life: 4}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "op", "n"), [
    ("Hellfire Mongrel", "At the beginning of each opponent's upkeep, if that player has two "
     "or fewer cards in hand, this creature deals 2 damage to that player.", "<=", 2),
    ("Misers' Cage", "At the beginning of each opponent's upkeep, if that player has five or "
     "more cards in hand, this artifact deals 2 damage to that player.", ">=", 5),
    ("Hollowborn Barghest", "At the beginning of each opponent's upkeep, if that player has "
     "no cards in hand, they lose 2 life.", "==", 0),
    ("Ghirapur Orrery", "At the beginning of each player's upkeep, if that player has no "
     "cards in hand, that player draws three cards.", "==", 0),
    ("Razor Pendulum", "At the beginning of each player's end step, if that player has 5 or "
     "less life, this artifact deals 2 damage to that player.", "<=", 5),
])
def test_603_4_oracle_lines(name: str, line: str, op: str, n: int) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    cond = ab.intervening_if
    assert isinstance(cond, ForEventPlayer) and cond.player is None
    assert isinstance(cond.inner, C.Compare) and (cond.inner.op, cond.inner.n) == (op, n)


def test_603_4_that_player_not_read_without_a_player_in_the_event() -> None:
    """"When this creature enters, if that player ...": no player is named by the event, so
    the line stays unread."""
    [ab] = compile_line("When this creature enters, if that player has no cards in hand, "
                        "draw a card.", "Test Creature")
    assert not isinstance(ab, TriggeredAbility)
