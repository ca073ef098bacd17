"""611.2a, 514.2: one sentence making two one-shot effects, "until end of turn" and "this
turn": "This creature gets +3/-1 until end of turn and can attack this turn as though it
didn't have defender." (Mobile Fort, Walking Wall; 702.3b), "Target creature gets +1/+0 until
end of turn and can't be blocked this turn." (Distortion Strike; 509.1b), "... must be blocked
this turn if able" (509.1c). 611.2c: the rules part on a group applies to each creature
independently of the characteristics part. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import CreateEffect

_FORT = """
name: mobile fort
turn: {{number: 2}}
library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
battlefield:
  - {{card: Mobile Fort, as: fort}}
  - Plains
  - Plains
  - Plains
actions:
{actions}
"""


def test_702_3b_mobile_fort_attacks_after_its_ability(solve) -> None:
    """Mobile Fort (0/6, defender) pays {3}: a 3/5 that attacks; Bob takes 3."""
    out = solve(_FORT.format(actions="  - {activate: {card: fort, ability: \"{3}\"}}\n"
                                     "  - {attack: [fort]}\n  - {block: {}}\n"
                                     "  - {pass: end_of_turn}") + """
expect:
  player Bob: {life: 17}
""")
    assert out.passed, out.failures


def test_702_3b_mobile_fort_without_its_ability_cant_attack(solve) -> None:
    out = solve(_FORT.format(actions="  - {attack: [fort], refused: \"defender\"}"))
    assert out.passed, out.failures


def test_514_2_mobile_fort_both_effects_end_with_the_turn(solve) -> None:
    """After the ability, the Fort is 3/5; next turn it is 0/6 and can't attack again."""
    out = solve(_FORT.format(actions="  - {activate: {card: fort, ability: \"{3}\"}}\n"
                                     "  - {pass: next_turn}\n  - {pass: next_turn}\n"
                                     "  - {attack: [fort], refused: \"defender\"}") + """
expect:
  fort: {power: 0, toughness: 6}
""")
    assert out.passed, out.failures


def test_509_1b_distortion_strike_cant_be_blocked(solve) -> None:
    """Distortion Strike on Grizzly Bears: 3/2 until end of turn and Bob's Hill Giant can't
    block it."""
    out = solve("""
name: distortion strike
turn: {number: 2}
library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}
battlefield:
  - {card: Grizzly Bears, as: bears}
  - {card: Hill Giant, as: giant, controller: Bob}
hand: {Alice: [Distortion Strike]}
actions:
  - {cast: Distortion Strike, targets: [bears]}
  - {attack: [bears]}
  - {block: {giant: bears}, refused: "can't be blocked"}
expect:
  bears: {power: 3, toughness: 2}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "rule"), [
    ("Target creature gets +1/+0 until end of turn and can't be blocked this turn.",
     "cant_be_blocked"),
    ("Each creature you control gets +3/+3 until end of turn and must be blocked this turn "
     "if able.", "must_be_blocked_if_able"),
    ("Target creature becomes red until end of turn and attacks this turn if able.",
     "attacks_each_combat_if_able"),
])
def test_611_2a_two_effects_until_end_of_turn(line: str, rule: str) -> None:
    (ab,) = compile_text(line, "Test Card", spell=True)
    first, second = ab.instructions
    assert isinstance(first, CreateEffect) and isinstance(second, CreateEffect)
    assert first.duration == second.duration == "end_of_turn"
    assert [p.rule for p in second.parts] == [rule]


@pytest.mark.parametrize("line", [
    # a change of characteristics "this turn" isn't a rules change: left unread
])
def test_611_2a_other_tails_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", spell=True) is None
