"""603.2c, 508.1a: "Whenever one or more Dinosaurs you control attack, create that many
Treasure tokens." (Poetic Ingenuity): the ability triggers once as attackers are declared,
and "that many" is the number of creatures declared as attackers that match the phrase."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.structure import nodes

_INGENUITY = """
        name: poetic ingenuity
        battlefield:
          - {card: Poetic Ingenuity}
          - {card: Colossal Dreadmaw, as: d1}
          - {card: Colossal Dreadmaw, as: d2}
          - {card: Grizzly Bears, as: bears}
        actions:
"""


def test_603_2c_two_dinosaurs_and_a_bear_attack_two_treasures(solve) -> None:
    """Two Dinosaurs and a Bear attack: one trigger, two Treasures (the Bear isn't a
    Dinosaur)."""
    out = solve(_INGENUITY + """
          - {attack: [d1, d2, bears]}
        expect:
          Treasure Token: {count: 2}
    """)
    assert out.passed, out.failures


def test_603_2c_one_dinosaur_one_treasure(solve) -> None:
    out = solve(_INGENUITY + """
          - {attack: [d1, bears]}
        expect:
          Treasure Token: {count: 1}
    """)
    assert out.passed, out.failures


def test_603_2c_no_dinosaur_no_trigger(solve) -> None:
    out = solve(_INGENUITY + """
          - {attack: [bears]}
        expect:
          Treasure Token: {count: 0}
    """)
    assert out.passed, out.failures


def test_603_2c_screaming_swarm_mills_one_card_per_attacker(solve) -> None:
    """Screaming Swarm: "Whenever you attack with one or more creatures, target player mills
    that many cards." Three attackers: Bob mills three."""
    out = solve("""
        name: screaming swarm
        battlefield:
          - {card: Screaming Swarm, as: swarm}
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
        library: {Bob: [Island, Island, Island, Island], Alice: [Forest]}
        actions:
          - {attack: [swarm, b1, b2], choices: {target: Bob}}
        expect:
          Island: {count: 3, zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Amazing Alliance", "Whenever you attack with one or more legendary creatures, you gain "
     "that much life."),
    ("Lulu, Curious Hollyphant", "Whenever you attack with one or more other creatures with "
     "flying, draw that many cards, then discard a card."),
])
def test_603_2c_that_many_is_the_attackers(name: str, line: str) -> None:
    [ab] = compile_line(line, name, legendary="," in name)
    assert isinstance(ab, TriggeredAbility)
    assert any(isinstance(n, V.EventAmount) for n in nodes(ab.instructions))


@pytest.mark.parametrize("line", [
    # a second "that much" after an instruction with an amount of its own
    "Whenever you attack with one or more other creatures with flying, each opponent loses "
    "that much life and you gain that much life.",
    "Whenever you attack with one or more creatures, draw a card, then you gain that much "
    "life.",
])
def test_603_2c_that_many_after_another_instruction_stays_unread(line: str) -> None:
    [ab] = compile_line(line, "Some Card")
    assert not isinstance(ab, TriggeredAbility)
