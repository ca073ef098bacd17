"""404.2, 603.10a: "When ~ is put into your graveyard from the battlefield" triggers only when
the permanent goes to the graveyard of the ability's controller (its owner's, 400.3); 603.2,
504.1, 513.1: "At the beginning of the draw step / end step of enchanted creature's
controller" triggers only in that player's step."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import TriggeredAbility


def test_404_2_zodiac_dragon_put_into_your_graveyard_returns_to_hand(solve) -> None:
    """Alice's Zodiac Dragon dies: it is put into her graveyard from the battlefield and
    she may return it to her hand; she does."""
    out = solve("""
        name: zodiac dragon
        battlefield:
          - {card: Zodiac Dragon, as: dragon}
        choices: [yes]
        actions:
          - move: {card: dragon, to: graveyard}
        expect:
          Zodiac Dragon: {zone: hand, owner: Alice}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_404_2_not_your_graveyard_when_you_controlled_anothers_permanent(solve) -> None:
    """Bob controls Alice's Zodiac Dragon as it dies: it goes to Alice's graveyard (400.3),
    not to the graveyard of its controller Bob, so its ability (controlled by Bob, 603.10a)
    doesn't trigger: the Dragon stays in Alice's graveyard."""
    out = solve("""
        name: zodiac dragon stolen
        battlefield:
          - {card: Zodiac Dragon, as: dragon, controller: Bob, owner: Alice}
        choices: [yes]
        actions:
          - move: {card: dragon, to: graveyard}
        expect:
          Zodiac Dragon: {zone: graveyard, owner: Alice}
          player Alice: {hand_size: 0}
          player Bob: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_603_2_righteous_authority_draw_step_of_enchanted_creatures_controller(
        solve) -> None:
    """Alice's Righteous Authority on Bob's Grizzly Bears: in Bob's draw step Bob draws an
    additional card (two in all); in Alice's own draw step of turn 3 she draws only one."""
    out = solve("""
        name: righteous authority
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Righteous Authority, attached_to: bears}
        library: {Alice: [Forest, Forest, Forest], Bob: [Island, Island, Island]}
        actions:
          - pass: next_turn
          - pass: {to: precombat_main}
          - pass: next_turn
          - pass: {to: precombat_main}
        expect:
          player Bob: {hand_size: 2}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "step"), [
    ("At the beginning of the draw step of enchanted creature's controller, that player "
     "draws an additional card.", "draw"),
    ("At the beginning of the end step of enchanted creature's controller, that player "
     "draws a card.", "end"),
])
def test_603_2_step_of_enchanted_creatures_controller_lines(line: str, step: str) -> None:
    [ability] = compile_text(line, "Righteous Authority")
    assert isinstance(ability, TriggeredAbility) and ability.trigger is not None
    assert (ability.trigger.step, ability.trigger.whose) == (step, "attached_controller")
