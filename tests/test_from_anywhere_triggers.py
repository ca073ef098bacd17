"""603.6c: "When ~ is put into a graveyard from anywhere, ..." (Kozilek, Butcher of Truth;
Serra Avatar; Gaea's Blessing's "from your library"): the card's own ability in the graveyard
triggers, whichever zone it came from (the battlefield, the stack, a library, a hand), and its
owner controls it there."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import TriggeredAbility


def test_603_6c_kozilek_dies_and_its_owner_shuffles_the_graveyard_away(solve) -> None:
    out = solve("""
        name: kozilek destroyed
        battlefield: [{card: "Kozilek, Butcher of Truth", as: koz}]
        graveyard: {Alice: [Grizzly Bears], Bob: [Hill Giant]}
        hand: {Bob: [Doom Blade]}
        actions:
          - {cast: Doom Blade, by: Bob, targets: [koz]}
        expect:
          "Kozilek, Butcher of Truth": {count: 1, zone: library}
          Grizzly Bears: {count: 1, zone: library}
          Hill Giant: {count: 1, zone: graveyard}
          Doom Blade: {count: 1, zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_6c_serra_avatar_milled_is_shuffled_back(solve) -> None:
    """Thought Scour mills Serra Avatar and an Island: the Avatar goes back into the library,
    the Island stays in the graveyard."""
    out = solve("""
        name: serra avatar milled
        hand: {Alice: [Thought Scour]}
        library: {Alice: [Serra Avatar, Island, Plains]}
        actions:
          - {cast: Thought Scour, targets: [Alice]}
        expect:
          Serra Avatar: {count: 1, zone: library}
          Island: {count: 1, zone: graveyard}
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_603_6c_serra_avatar_countered_is_shuffled_back(solve) -> None:
    out = solve("""
        name: serra avatar countered
        hand: {Alice: [Serra Avatar], Bob: [Counterspell]}
        actions:
          - {cast: Serra Avatar, respond: true}
          - {cast: Counterspell, by: Bob, targets: [Serra Avatar]}
        expect:
          Serra Avatar: {count: 1, zone: library}
          Counterspell: {count: 1, zone: graveyard}
    """)
    assert out.passed, out.failures


def test_603_6c_gaeas_blessing_only_from_the_library(solve) -> None:
    """Milled, Gaea's Blessing shuffles Alice's graveyard (the Bears too) into her library;
    discarded (to Bob's Mind Rot), it doesn't trigger."""
    out = solve("""
        name: gaea's blessing milled
        graveyard: {Alice: [Grizzly Bears]}
        hand: {Alice: [Thought Scour]}
        library: {Alice: [Gaea's Blessing, Island, Plains]}
        actions:
          - {cast: Thought Scour, targets: [Alice]}
        expect:
          Gaea's Blessing: {count: 1, zone: library}
          Grizzly Bears: {count: 1, zone: library}
          Island: {count: 1, zone: library}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: gaea's blessing discarded
        hand: {Alice: [Gaea's Blessing, Mind Rot]}
        graveyard: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Mind Rot, targets: [Alice]}
        expect:
          Gaea's Blessing: {count: 1, zone: graveyard}
          Grizzly Bears: {count: 1, zone: graveyard}
    """)
    assert out.passed, out.failures


#: Real Oracle lines in today's wording, and what the ability does.
LINES = [
    ("Serra Avatar", "When Serra Avatar is put into a graveyard from anywhere, shuffle it into "
     "its owner's library.", I.ShuffleInto(I.Ref.this()), None),
    ("Worldspine Wurm", "When Worldspine Wurm is put into a graveyard from anywhere, shuffle "
     "it into its owner's library.", I.ShuffleInto(I.Ref.this()), None),
    ("Emrakul, the Aeons Torn", "When Emrakul is put into a graveyard from anywhere, its owner "
     "shuffles their graveyard into their library.", I.ShuffleIntoLibrary(("graveyard",)),
     None),
    ("Ulamog, the Infinite Gyre", "When Ulamog is put into a graveyard from anywhere, its "
     "owner shuffles their graveyard into their library.",
     I.ShuffleIntoLibrary(("graveyard",)), None),
    ("Gaea's Blessing", "When this card is put into your graveyard from your library, shuffle "
     "your graveyard into your library.", I.ShuffleIntoLibrary(("graveyard",)), "library"),
]


@pytest.mark.parametrize(("name", "line", "step", "from_zone"), LINES)
def test_603_6c_from_anywhere_lines(name: str, line: str, step: object,
                                    from_zone: str | None) -> None:
    [ab] = compile_line(line, name, spell=name == "Gaea's Blessing",
                        legendary="," in name)
    assert isinstance(ab, TriggeredAbility)
    assert (ab.trigger.event, ab.trigger.subject, ab.trigger.zone, ab.trigger.from_zone) == (
        "put_into_graveyard", "new_self", "graveyard", from_zone)
    assert ab.instructions == (step,)
