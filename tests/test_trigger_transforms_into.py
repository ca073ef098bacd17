"""701.27e: "When this creature transforms into <this face>" and "Whenever a permanent you
control transforms into a <quality>" trigger when the permanent transforms (or converts,
701.28a) and has the characteristic immediately after it does so."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility

_THING = """
        name: thing in the ice
        battlefield:
          - {card: Thing in the Ice, as: thing}
          - {card: Grizzly Bears, as: alices_bears}
          - {card: Grizzly Bears, as: bobs_bears, controller: Bob}
          - {card: Mountain}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {counters: {on: thing, remove: {ice: 3}}}
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
"""


def test_701_27e_awoken_horror_returns_non_horror_creatures(solve) -> None:
    """Thing in the Ice has one ice counter left of its four; Alice casts Lightning Bolt:
    the last counter is removed and it transforms into Awoken Horror, whose ability then
    triggers: every
    non-Horror creature (both players' Grizzly Bears) returns to its owner's hand; the
    Horror itself stays."""
    out = solve(_THING + """
        expect:
          Awoken Horror: {count: 1, power: 7, toughness: 8}
          Grizzly Bears: {count: 0}
          player Alice: {hand_size: 1}
          player Bob: {hand_size: 1, life: 17}
    """)
    assert out.passed, out.failures


def test_701_27e_no_transform_no_trigger(solve) -> None:
    """With two ice counters the Bolt removes one: no transform, the Bears stay."""
    out = solve(_THING.replace("{ice: 3}", "{ice: 2}") + """
        expect:
          Thing in the Ice: {count: 1, counters: {ice: 1}}
          Grizzly Bears: {count: 2}
    """)
    assert out.passed, out.failures


def test_701_27e_a_permanent_you_control_transforms_into_a_phyrexian(solve) -> None:
    """Alice casts Norn's Inquisitor: incubate 2 makes an Incubator token with two +1/+1
    counters (701.53a). It transforms into a 0/0 Phyrexian artifact creature: her
    Inquisitor sees a permanent she controls transform into a Phyrexian and puts a +1/+1
    counter on it (a 3/3). Bob's Inquisitor doesn't: the permanent isn't his."""
    out = solve("""
        name: norn's inquisitor
        battlefield:
          - {card: Norn's Inquisitor, controller: Bob}
        hand: {Alice: [Norn's Inquisitor]}
        actions:
          - {cast: Norn's Inquisitor}
          - {transform: Incubator Token}
        expect:
          Phyrexian Token: {count: 1, power: 3, toughness: 3, counters: {+1/+1: 3}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "subject"), [
    ("Thing in the Ice // Awoken Horror", "When this creature transforms into Awoken Horror, "
     "return all non-Horror creatures to their owners' hands.", "self"),
    ("Kindly Stranger // Demon-Possessed Witch", "When this creature transforms into "
     "Demon-Possessed Witch, you may destroy target creature.", "self"),
    ("Cult of the Waxing Moon", "Whenever a permanent you control transforms into a "
     "non-Human creature, create a 2/2 green Wolf creature token.", "any"),
])
def test_701_27e_oracle_lines(name: str, line: str, subject: str) -> None:
    face = name.split(" // ")[-1]
    [ab] = compile_line(line, face, legendary="," in face)
    assert isinstance(ab, TriggeredAbility) and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.subject) == ("transforms_into", subject)


@pytest.mark.parametrize("line", [
    # another face's name: the ability is gone once the permanent shows that face
    "When this creature transforms into Some Other Face, draw a card.",
    # no "into": not 701.27e's trigger
    "Whenever this creature transforms, draw a card.",
    # "it" after "or dies" would be a new object (400.7)
    "When this creature transforms into Blightsower Thallid or dies, put a +1/+1 counter on "
    "it.",
])
def test_701_27e_near_variants_stay_unread(line: str) -> None:
    [ab] = compile_line(line, "Blightsower Thallid")
    assert not isinstance(ab, TriggeredAbility)
