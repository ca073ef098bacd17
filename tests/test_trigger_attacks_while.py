"""603.2: "Whenever this creature attacks while <condition>, ..." (Brazen Blademaster,
Seasoned Warrenguard, Courageous Goblin): the ability triggers only if the condition holds
as the creature attacks (`Trigger.only_if`); it's no intervening "if" (603.4)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_BLADEMASTER = """
        name: brazen blademaster
        battlefield:
          - {card: Brazen Blademaster, as: blademaster}
          - {card: Ornithopter, as: thopter1}
{more}
        actions:
          - {attack: [blademaster]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
"""


def test_603_2_attacks_while_you_control_two_artifacts_gets_the_bonus(solve) -> None:
    """Brazen Blademaster (2/3): "Whenever this creature attacks while you control two or
    more artifacts, it gets +2/+1 until end of turn." Two Ornithopters: it deals 4."""
    out = solve(_BLADEMASTER.replace("{more}", "          - {card: Ornithopter, as: thopter2}")
                + """
        expect:
          player Bob: {life: 16}
          blademaster: {power: 4, toughness: 4}
    """)
    assert out.passed, out.failures


def test_603_2_attacks_while_you_control_one_artifact_no_trigger(solve) -> None:
    out = solve(_BLADEMASTER.replace("{more}", "") + """
        expect:
          player Bob: {life: 18}
          blademaster: {power: 2, toughness: 3}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Brazen Blademaster", "Whenever this creature attacks while you control two or more "
     "artifacts, it gets +2/+1 until end of turn."),
    ("Seasoned Warrenguard", "Whenever this creature attacks while you control a token, this "
     "creature gets +2/+0 until end of turn."),
    ("Courageous Goblin", "Whenever this creature attacks while you control a creature with "
     "power 4 or greater, this creature gets +1/+0 and gains menace until end of turn."),
    ("Burning Sun Cavalry", "Whenever this creature attacks or blocks while you control a "
     "Dinosaur, this creature gets +1/+1 until end of turn."),
])
def test_603_2_while_is_a_condition_of_the_trigger(name: str, line: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger.only_if is not None
    assert ab.intervening_if is None  # 603.4: not checked again as it resolves


def test_603_2_while_after_another_event_stays_unread() -> None:
    [ab] = compile_line("Whenever this creature dies while you control two or more artifacts, "
                        "draw a card.", "Some Creature")
    assert not isinstance(ab, TriggeredAbility)
