"""508.1a, 603.2: "Whenever you attack with three or more creatures, draw a card."
(Overwhelming Instinct): it triggers once as attackers are declared, when at least that many
of the creatures declared as attackers match the phrase."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """
        name: overwhelming instinct
        battlefield:
          - {card: Overwhelming Instinct, as: instinct}
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Grizzly Bears, as: b3}
        library: {Alice: [Island, Island, Island]}
        actions:
"""


def test_508_1a_three_attackers_draw_a_card(solve) -> None:
    out = solve(_BOARD + """
          - {attack: [b1, b2, b3]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 14}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_508_1a_two_attackers_draw_nothing(solve) -> None:
    out = solve(_BOARD + """
          - {attack: [b1, b2]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 16}
          player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "n"), [
    ("Overwhelming Instinct", "Whenever you attack with three or more creatures, draw a "
     "card.", 3),
    ("Chivalric Alliance", "Whenever you attack with two or more creatures, draw a card.", 2),
    ("Hired Claw", "Whenever you attack with one or more Lizards, this creature deals 1 damage "
     "to target opponent.", 1),
    ("Harbin, Vanguard Aviator", "Whenever you attack with five or more Soldiers, creatures "
     "you control get +1/+1 and gain flying until end of turn.", 5),
])
def test_508_1a_oracle_lines(name: str, line: str, n: int) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.at_least) == ("player_attacks_with", n)


def test_508_1a_that_many_attackers_not_read() -> None:
    """"that many" would be the number of attackers: left unread."""
    [ab] = compile_line("Whenever you attack with one or more creatures, target player mills "
                        "that many cards.", "Screaming Swarm")
    assert not isinstance(ab, TriggeredAbility)
