"""603.2 with 121.1-121.2: abilities that trigger on drawing a card ("Whenever you draw a
card", "Whenever an opponent draws a card", "Whenever you draw your second card each turn").
Cards are drawn one at a time (121.2), so Divination's two draws trigger twice; a player's
second card of the turn is one draw only; the draw step's draw is a draw too (504.1)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_LIBRARY = "library: {Alice: [Island, Island, Island, Island, Island], "\
    "Bob: [Swamp, Swamp, Swamp, Swamp, Swamp]}"


def test_603_2_121_2_niv_mizzet_triggers_for_each_card_drawn(solve) -> None:
    """Alice casts Divination with Niv-Mizzet, the Firemind out: two draws, two triggers,
    each dealing 1 damage to Bob."""
    out = solve(f"""
        name: niv-mizzet divination
        battlefield: [{{card: "Niv-Mizzet, the Firemind", as: niv}}]
        hand: {{Alice: [Divination]}}
        {_LIBRARY}
        actions:
          - {{cast: Divination}}
        choices: [Bob, Bob]
        expect:
          player Bob: {{life: 18}}
          player Alice: {{hand_size: 2}}
    """)
    assert out.passed, out.failures


def test_603_2_underworld_dreams_only_an_opponents_draws(solve) -> None:
    """Underworld Dreams (Alice's): Bob's Quick Study deals him 2; Alice's own deals nothing."""
    out = solve(f"""
        name: underworld dreams
        battlefield: [Underworld Dreams]
        hand: {{Alice: [Quick Study], Bob: [Quick Study]}}
        {_LIBRARY}
        actions:
          - {{cast: Quick Study}}
          - {{cast: Quick Study, by: Bob}}
        expect:
          player Alice: {{life: 20}}
          player Bob: {{life: 18, hand_size: 2}}
    """)
    assert out.passed, out.failures


def test_603_2_121_2_second_card_each_turn_triggers_once(solve) -> None:
    """Knowledge Seeker: Alice draws two cards (the second triggers), then two more (the
    third and fourth don't); Bob's draws don't count."""
    out = solve(f"""
        name: knowledge seeker
        battlefield: [{{card: Knowledge Seeker, as: seeker}}]
        hand: {{Alice: [Divination, Divination], Bob: [Quick Study]}}
        {_LIBRARY}
        actions:
          - {{cast: Quick Study, by: Bob}}
          - {{cast: Divination}}
          - {{cast: Divination}}
        expect:
          seeker: {{counters: {{+1/+1: 1}}, power: 3, toughness: 2}}
    """)
    assert out.passed, out.failures


def test_603_2_504_1_the_draw_steps_draw_counts(solve) -> None:
    """Faerie Mastermind (Alice's): Bob draws for his draw step (his first card), then casts
    Divination: his second card of the turn triggers it, and Alice draws one card."""
    out = solve(f"""
        name: faerie mastermind
        battlefield: [Faerie Mastermind]
        hand: {{Bob: [Divination]}}
        {_LIBRARY}
        actions:
          - {{pass: next_turn}}
          - {{pass: {{to: precombat_main}}}}
          - {{cast: Divination, by: Bob}}
        expect:
          player Alice: {{hand_size: 1}}
          player Bob: {{hand_size: 3}}
    """)
    assert out.passed, out.failures


def test_603_2_113_6m_dogged_detective_returns_from_the_graveyard(solve) -> None:
    """Dogged Detective's ability works from Alice's graveyard (113.6m): Bob's Quick Study
    draws his first and second cards of the turn, and Alice returns it to her hand."""
    out = solve(f"""
        name: dogged detective
        graveyard: {{Alice: [Dogged Detective]}}
        hand: {{Bob: [Quick Study]}}
        {_LIBRARY}
        actions:
          - {{cast: Quick Study, by: Bob}}
        choices: [yes]
        expect:
          Dogged Detective: {{zone: hand}}
          player Alice: {{hand_size: 1}}
    """)
    assert out.passed, out.failures


#: Real Oracle lines in today's wording: (card, line, the player whose draws count, the
#: ordinal of the card drawn this turn, 0 for any card).
LINES = [
    ("Niv-Mizzet, the Firemind", "Whenever you draw a card, Niv-Mizzet deals 1 damage to any "
     "target.", "you", "any", 0),
    ("Underworld Dreams", "Whenever an opponent draws a card, this enchantment deals 1 damage "
     "to that player.", "any", "opponent", 0),
    ("Knowledge Seeker", "Whenever you draw your second card each turn, put a +1/+1 counter on "
     "this creature.", "you", "any", 2),
    ("Faerie Mastermind", "Whenever an opponent draws their second card each turn, you draw a "
     "card.", "any", "opponent", 2),
    ("Krang, the All-Powerful", "Whenever a player draws their second card each turn, put a "
     "+1/+1 counter on Krang.", "any", "any", 2),
]


@pytest.mark.parametrize(("name", "line", "subject", "by", "nth"), LINES)
def test_603_2_draw_trigger_lines(name: str, line: str, subject: str, by: str, nth: int
                                  ) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject, ab.trigger.by, ab.trigger.nth) == (
        "draw", subject, by, nth)


@pytest.mark.parametrize("line", [
    "Whenever an opponent draws a card except the first one they draw in each of their draw "
    "steps, this artifact deals 1 damage to that player.",
])
def test_603_2_draw_triggers_with_more_conditions_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Test Card")
    assert not isinstance(ab, TriggeredAbility)
