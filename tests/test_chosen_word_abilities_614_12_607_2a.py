"""614.12 / 607.2a: "As this enchantment enters, choose Khans or Dragons." and the abilities
bulleted under it: the permanent has only the ability labelled with the word chosen as it
entered (Citadel Siege, Palace Siege)."""

from __future__ import annotations

import pytest

from arbiter.scenario.errors import ScenarioError

_PLAINS = """
      - {card: Plains}
      - {card: Plains}
      - {card: Plains}
      - {card: Plains}
"""


def _citadel(word: str, then: str) -> str:
    return f"""
    name: citadel siege {word}
    battlefield:{_PLAINS}
      - {{card: Grizzly Bears, as: bears}}
      - {{card: Grizzly Bears, as: bobs_bears, controller: Bob}}
    hand: {{Alice: [{{card: Citadel Siege, as: siege}}]}}
    turn: {{number: 3, phase: precombat_main}}
    choices: [{word}, bears]
    actions:
      - {{cast: siege}}
{then}"""


def test_614_12_citadel_siege_khans_puts_counters_at_beginning_of_combat(solve) -> None:
    """Khans chosen: at the beginning of combat on Alice's turn she puts two +1/+1 counters
    on target creature she controls (her Bears become 4/4)."""
    out = solve(_citadel("Khans", """      - {pass: {to: declare_attackers}}
    expect:
      siege: {zone: battlefield}
      bears: {power: 4, toughness: 4}
      bobs_bears: {power: 2}
    """))
    assert out.passed, out.failures


def test_607_2a_citadel_siege_dragons_has_no_khans_ability(solve) -> None:
    """Dragons chosen: the Khans ability isn't the Siege's: nothing happens at the beginning
    of combat on Alice's own turn (the Dragons ability acts on opponents' turns)."""
    out = solve(_citadel("Dragons", """      - {pass: {to: declare_attackers}}
    expect:
      bears: {power: 2, toughness: 2}
    """))
    assert out.passed, out.failures


def test_607_2a_citadel_siege_dragons_taps_on_the_opponents_turn(solve) -> None:
    """Dragons chosen: at the beginning of combat on Bob's turn, Alice taps target creature
    Bob controls."""
    out = solve(f"""
    name: citadel siege dragons on bob's turn
    battlefield:{_PLAINS}
      - {{card: Grizzly Bears, as: bobs_bears, controller: Bob}}
    hand: {{Alice: [{{card: Citadel Siege, as: siege}}]}}
    library: {{Bob: [Island, Island]}}
    turn: {{number: 3, phase: precombat_main}}
    choices: [Dragons, bobs_bears]
    actions:
      - {{cast: siege}}
      - {{pass: next_turn}}
      - {{pass: {{to: declare_attackers}}}}
    expect:
      bobs_bears: {{tapped: true}}
    """)
    assert out.passed, out.failures


def test_614_12_a_word_not_offered_is_refused(solve) -> None:
    """Only "Khans" or "Dragons" may be chosen: the answer "Abzan" is refused, with the
    choice and its options named."""
    with pytest.raises(ScenarioError, match="choose Khans or Dragons.*options: Khans, Dragons"):
        solve(_citadel("Abzan", "    expect: {}\n"))


def test_607_2a_frostcliff_siege_temur_anthem_applies_only_when_chosen(solve) -> None:
    """Frostcliff Siege, Temur: "Creatures you control get +1/+0 and have trample and haste."
    (a static ability the Siege has only with Temur chosen; Jeskai: no anthem)."""
    board = """
    battlefield:
      - {card: Island}
      - {card: Island}
      - {card: Mountain}
      - {card: Forest}
      - {card: Forest}
      - {card: Grizzly Bears, as: bears}
    hand: {Alice: [{card: Frostcliff Siege, as: siege}]}
    turn: {number: 3, phase: precombat_main}
    actions:
      - {cast: siege}
    """
    temur = solve("""
    name: frostcliff temur
    choices: [Temur]""" + board + """expect:
      bears: {power: 3, toughness: 2, has: [Trample, Haste]}
    """)
    assert temur.passed, temur.failures
    jeskai = solve("""
    name: frostcliff jeskai
    choices: [Jeskai]""" + board + """expect:
      bears: {power: 2, toughness: 2}
    """)
    assert jeskai.passed, jeskai.failures
