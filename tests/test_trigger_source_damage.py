"""603.2, 120.3: "Whenever a source you control deals noncombat damage to an opponent"
(Niv-Mizzet, Visionary; Chandra's Pyreling) and "Whenever a source an opponent controls
deals damage to you" (Retaliator Griffin): the source is whatever deals the damage (a spell
too), judged by the controller it had then; combat damage (510.2) isn't noncombat damage."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_NIV = """
        name: niv-mizzet visionary
        battlefield:
          - {card: "Niv-Mizzet, Visionary", as: niv}
          - {card: Grizzly Bears, as: bears}
          - {card: Grizzly Bears, as: bobs_bears, controller: Bob}
        library: {Alice: [Island, Island, Island, Island, Island]}
        hand: {Alice: [Lightning Bolt], Bob: [Shock]}
        actions:
"""


def test_120_3_a_spell_you_control_deals_noncombat_damage_to_an_opponent(solve) -> None:
    """Alice's Lightning Bolt deals 3 damage to Bob: Niv-Mizzet draws her that many (3)."""
    out = solve(_NIV + """
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 17}
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures


def test_120_3_damage_to_a_creature_or_from_an_opponents_source_draws_nothing(solve) -> None:
    """The Bolt at Bob's Bears (not a player), Bob's Shock at himself (his source): no card."""
    out = solve(_NIV + """
          - {cast: Lightning Bolt, targets: [bobs_bears]}
          - {cast: Shock, by: Bob, targets: [Bob]}
        expect:
          player Bob: {life: 18}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


def test_510_2_combat_damage_isnt_noncombat_damage(solve) -> None:
    """Alice's Bears deal 2 combat damage to Bob: Niv-Mizzet doesn't trigger (her hand
    holds only the Bolt)."""
    out = solve(_NIV + """
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 18}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_120_3_a_source_an_opponent_controls_deals_damage_to_you(solve) -> None:
    """Bob's Shock deals 2 damage to Alice: her Retaliator Griffin may get that many (2)
    +1/+1 counters; her own Shock at herself doesn't trigger it."""
    out = solve("""
        name: retaliator griffin
        battlefield:
          - {card: Retaliator Griffin, as: griffin}
        hand: {Alice: [Shock], Bob: [Shock]}
        actions:
          - {cast: Shock, by: Bob, targets: [Alice], choices: {may: true}}
          - {cast: Shock, targets: [Alice], choices: {may: true}}
        expect:
          griffin: {counters: {+1/+1: 2}}
          player Alice: {life: 16}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Chandra's Pyreling", "Whenever a source you control deals noncombat damage to an "
     "opponent, this creature gets +1/+0 and gains double strike until end of turn."),
    ("Stick, Fearless Mentor", "Whenever a source you control deals damage to you, draw a "
     "card."),
    ("Farsight Mask", "Whenever a source an opponent controls deals damage to you, if this "
     "artifact is untapped, you may draw a card."),
])
def test_120_3_oracle_lines(name: str, line: str) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility)


@pytest.mark.parametrize("line", [
    # "that player" after "... to you" is the source's controller
    "Whenever a source an opponent controls deals damage to you, that player sacrifices a "
    "permanent of their choice.",
    # "it" would be the source, maybe a spell gone to a graveyard
    "Whenever a source an opponent controls deals damage to you, destroy it.",
])
def test_120_3_near_variants_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Some Card")
    assert not isinstance(ab, TriggeredAbility)
