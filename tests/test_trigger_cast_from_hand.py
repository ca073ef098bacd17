"""603.4 with 601.2a: "When this creature enters, if you cast it from your hand and there are
five or more other creatures on the battlefield, destroy all other creatures." (Deathbringer
Regent): both halves of the intervening "if" must hold; a creature put onto the battlefield
without being cast wasn't cast from anywhere."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import conditions as C
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.spell_selectors import SourceCastFrom
from arbiter.rules.static_conditions import AllOf

_FIVE = """
          - {card: Grizzly Bears, as: b1}
          - {card: Grizzly Bears, as: b2}
          - {card: Grizzly Bears, as: b3, controller: Bob}
          - {card: Grizzly Bears, as: b4, controller: Bob}
"""


def test_603_4_deathbringer_cast_from_hand_with_five_others(solve) -> None:
    """Five other creatures (four Bears and a Hill Giant): all are destroyed."""
    out = solve("""
        name: deathbringer cast
        battlefield:""" + _FIVE + """
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [{card: Deathbringer Regent, as: regent}]}
        actions:
          - {cast: Deathbringer Regent}
        expect:
          b1: {zone: graveyard}
          b4: {zone: graveyard}
          giant: {zone: graveyard}
          regent: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_603_4_deathbringer_with_four_others_does_nothing(solve) -> None:
    out = solve("""
        name: deathbringer four
        battlefield:""" + _FIVE + """
        hand: {Alice: [{card: Deathbringer Regent, as: regent}]}
        actions:
          - {cast: Deathbringer Regent}
        expect:
          b1: {zone: battlefield}
          b4: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_601_2a_deathbringer_put_onto_the_battlefield_was_not_cast(solve) -> None:
    """Put onto the battlefield from the hand without being cast: no trigger."""
    out = solve("""
        name: deathbringer not cast
        battlefield:""" + _FIVE + """
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [{card: Deathbringer Regent, as: regent}]}
        actions:
          - {enter: {card: regent}}
        expect:
          b1: {zone: battlefield}
          giant: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line"), [
    ("Feasting Troll King", "When this creature enters, if you cast it from your hand, create "
     "three Food tokens."),
    ("Wakening Sun's Avatar", "When this creature enters, if you cast it from your hand, "
     "destroy all non-Dinosaur creatures."),
])
def test_601_2a_oracle_lines(name: str, line: str) -> None:
    [ab] = compile_line(line, name)
    assert isinstance(ab, TriggeredAbility)
    assert ab.intervening_if == AllOf((C.SourceWasCast(), SourceCastFrom("hand")))
