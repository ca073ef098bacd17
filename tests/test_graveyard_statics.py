"""113.6b: a static ability that states the zone it functions in functions only from there:
Anger, Brawn and Wonder ("As long as this card is in your graveyard and you control a
Mountain, creatures you control have haste.") give their bonus from their owner's graveyard
while its condition holds, and nothing from the battlefield. Played through the engine:
a summoning-sick creature attacks (302.6, 702.10b) or is refused."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.zone_statics import ZoneStaticAbility


def _board(anger_zone: str, lands: str) -> str:
    anger = ("graveyard: {Alice: [Anger]}\n" if anger_zone == "graveyard"
             else "")
    on_field = "  - {card: Anger}\n" if anger_zone == "battlefield" else ""
    return f"""
name: anger
turn: {{number: 2}}
{anger}battlefield:
{lands}{on_field}  - {{card: Grizzly Bears, as: bears, summoning_sick: true}}
  - {{card: Savannah Lions, controller: Bob, as: lions, summoning_sick: true}}
"""


def test_113_6b_anger_in_your_graveyard_gives_haste(solve) -> None:
    out = solve(_board("graveyard", "  - Mountain\n") + """
actions:
  - {attack: [bears]}
  - {block: {}}
  - {pass: end_of_turn}
expect:
  bears: {has: [haste]}
  lions: {lacks: [haste]}
  player Bob: {life: 18}
""")
    assert out.passed, out.failures


def test_113_6b_anger_needs_its_condition(solve) -> None:
    """Without a Mountain, the Bears are still summoning sick."""
    out = solve(_board("graveyard", "  - Forest\n") + """
actions:
  - {attack: [bears], refused: "summoning sickness"}
expect:
  bears: {lacks: [haste]}
""")
    assert out.passed, out.failures


def test_113_6b_anger_on_the_battlefield_gives_nothing(solve) -> None:
    """The ability functions only from the graveyard: on the battlefield, with a Mountain,
    Anger has haste itself (its keyword) but the Bears don't."""
    out = solve(_board("battlefield", "  - Mountain\n") + """
actions:
  - {attack: [bears], refused: "summoning sickness"}
expect:
  bears: {lacks: [haste]}
""")
    assert out.passed, out.failures


def test_113_6b_an_opponents_mountain_doesnt_count(solve) -> None:
    out = solve(_board("graveyard", "  - {card: Mountain, controller: Bob}\n") + """
expect:
  bears: {lacks: [haste]}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Anger", "As long as this card is in your graveyard and you control a Mountain, creatures "
     "you control have haste."),
    ("Brawn", "As long as this card is in your graveyard and you control a Forest, creatures "
     "you control have trample."),
    ("Wonder", "As long as this card is in your graveyard and you control an Island, "
     "creatures you control have flying."),
    ("Filth", "As long as this card is in your graveyard and you control a Swamp, creatures "
     "you control have swampwalk."),
])
def test_113_6b_graveyard_static_lines(name: str, line: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, ZoneStaticAbility) and ability.zones == {"graveyard"}
