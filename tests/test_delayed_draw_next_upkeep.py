"""603.7: "Draw a card at the beginning of the next turn's upkeep." — a delayed triggered
ability created as the spell or ability resolves, played over turns through the real
engine: it triggers at the upkeep of the turn after the one it was created in (whoever's
turn that is), once, for the player who controlled the spell or ability (603.7d-e)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import DrawAtNextUpkeep

_LIBRARIES = "library: {Alice: [Island, Island, Island, Island], Bob: [Island, Island, Island]}"


def _hand(out, player: int) -> int:
    return len(out.game.state.zone_list("hand", player))


def test_603_7_a_spell_draws_at_the_next_turns_upkeep_on_the_opponents_turn(solve) -> None:
    """Blessed Wine on Alice's turn 1: she gains 1 life now and draws at the beginning of
    the next turn's upkeep, which is Bob's turn 2 (Bob's own draw is later, in his draw
    step)."""
    out = solve(f"""
        name: delayed draw
        {_LIBRARIES}
        hand: {{Alice: [Blessed Wine]}}
        actions:
          - {{cast: Blessed Wine}}
        expect:
          player Alice: {{life: 21, hand_size: 0}}
    """)
    assert out.passed, out.failures
    out = solve(f"""
        name: delayed draw
        {_LIBRARIES}
        hand: {{Alice: [Blessed Wine]}}
        actions:
          - {{cast: Blessed Wine}}
          - {{pass: {{to: upkeep}}}}
        expect:
          player Alice: {{hand_size: 1}}
          player Bob: {{hand_size: 0}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 2


def test_603_7b_it_triggers_only_once(solve) -> None:
    """By Alice's turn 3 upkeep she has drawn once (at Bob's upkeep); her turn 3 draw step
    hasn't come yet: one card."""
    out = solve(f"""
        name: delayed draw once
        {_LIBRARIES}
        hand: {{Alice: [Blessed Wine]}}
        actions:
          - {{cast: Blessed Wine}}
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
        expect:
          player Alice: {{hand_size: 1}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 3


def test_603_7a_created_during_an_upkeep_it_waits_for_the_next_turns(solve) -> None:
    """Cast during Alice's turn 3 upkeep, after that upkeep began: the draw comes at Bob's
    turn 4 upkeep, not in this one (her hand: the draw step's card, then the delayed one)."""
    out = solve(f"""
        name: delayed draw in upkeep
        {_LIBRARIES}
        hand: {{Alice: [Blessed Wine]}}
        actions:
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
          - {{cast: Blessed Wine}}
        expect:
          player Alice: {{hand_size: 0}}
    """)
    assert out.passed, out.failures
    out = solve(f"""
        name: delayed draw in upkeep
        {_LIBRARIES}
        hand: {{Alice: [Blessed Wine]}}
        actions:
          - {{pass: {{to: upkeep}}}}
          - {{pass: {{to: upkeep}}}}
          - {{cast: Blessed Wine}}
          - {{pass: {{to: upkeep}}}}
        expect:
          player Alice: {{hand_size: 2}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 4


def test_603_7e_an_enters_trigger_creates_it_for_its_controller(solve) -> None:
    """Carrier Pigeons: "When this creature enters, draw a card at the beginning of the next
    turn's upkeep." It enters under Bob's control on Alice's turn 1: its controller, Bob,
    draws at the next turn's upkeep (his turn 2), before his draw step."""
    out = solve(f"""
        name: pigeons
        {_LIBRARIES}
        actions:
          - {{enter: {{card: Carrier Pigeons, controller: Bob}}}}
          - {{pass: {{to: upkeep}}}}
        expect:
          player Bob: {{hand_size: 1}}
          player Alice: {{hand_size: 0}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "spell", "n"), [
    ("Draw a card at the beginning of the next turn's upkeep.", True, 1),  # Blessed Wine
    ("When this creature enters, draw a card at the beginning of the next turn's upkeep.",
     False, 1),  # Carrier Pigeons
    ("You draw a card at the beginning of the next turn's upkeep.", True, 1),  # Arcane Denial
])
def test_603_7_oracle_lines_read(line: str, spell: bool, n: int) -> None:
    found = [i for a in compile_line(line, "Some Card", spell=spell) for i in _instructions(a)
             if isinstance(i, DrawAtNextUpkeep)]
    assert found == [DrawAtNextUpkeep(n)]


@pytest.mark.parametrize("line", [
    # another player's delayed draw (Sapphire Charm's mode, Lodestone Bauble)
    "Target player draws a card at the beginning of the next turn's upkeep.",
    # 605.1a: a mana ability that would resolve at once (Barbed Sextant)
    "{1}, {T}, Sacrifice this artifact: Add one mana of any color. Draw a card at the "
    "beginning of the next turn's upkeep.",
])
def test_603_7_oracle_lines_left_unread(line: str) -> None:
    assert any(isinstance(a, UnsupportedAbility)
               for a in compile_line(line, "Some Card", spell=not line.startswith("{")))


def _instructions(ability) -> tuple:
    return tuple(getattr(ability, "instructions", ()))
