"""506.5: "A creature is attacking alone if it's attacking but no other creatures are."
Dream Prowler: "This creature can't be blocked as long as it's attacking alone." (611.3b:
the condition is checked continuously), played through combat."""

from __future__ import annotations

_BOARD = """
        name: dream prowler
        battlefield:
          - {{card: Dream Prowler, as: prowler}}
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Giant Spider, controller: Bob, as: spider}}
        actions:
          - {{attack: [{attackers}]}}
{block}
"""


def test_506_5_dream_prowler_attacking_alone_cant_be_blocked(solve) -> None:
    out = solve(_BOARD.format(attackers="prowler", block="""\
          - {block: {spider: prowler}, refused: "can't be blocked"}
          - {block: {}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 19}"""))
    assert out.passed, out.failures


def test_506_5_dream_prowler_attacking_with_another_creature_can_be_blocked(solve) -> None:
    out = solve(_BOARD.format(attackers="prowler, bears", block="""\
          - {block: {spider: prowler}}
          - {pass: end_of_turn}
        expect:
          player Bob: {life: 18}"""))
    assert out.passed, out.failures
