"""607.2a / 613.1d / 613.4b: Duplicant: "Imprint — When this creature enters, you may exile
target nontoken creature." and "As long as a card exiled with this creature is a creature
card, this creature has the power, toughness, and creature types of the last creature card
exiled with it. It's still a Shapeshifter." (the two abilities are linked, 607.2a)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility

_CAST = """
        name: Duplicant
        battlefield: [{card: Serra Angel, controller: Bob, as: angel}]
        hand: {Alice: [{card: Duplicant, as: dup}]}
        choices: [angel, yes]
        actions:
          - {cast: Duplicant}
"""


def test_613_4b_duplicant_takes_the_exiled_creatures_pt_and_types(solve) -> None:
    """Duplicant exiles Bob's Serra Angel (4/4 Angel): it is a 4/4 Angel Shapeshifter
    artifact creature (layer 4 and 7b), without the Angel's flying (abilities aren't
    copied)."""
    out = solve(_CAST + """
        expect:
          angel: {zone: exile}
          dup: {power: 4, toughness: 4, subtypes: [Angel, Shapeshifter],
                types: [Artifact, Creature], lacks: [flying]}
    """)
    assert out.passed, out.failures


def test_607_2a_once_the_card_leaves_exile_duplicant_is_itself_again(solve) -> None:
    """The Angel card returns to Bob's hand: it is no longer a card exiled with Duplicant
    (400.7), which is a 2/4 Shapeshifter again."""
    out = solve(_CAST + """
          - {move: {card: angel, to: hand}}
        expect:
          dup: {power: 2, toughness: 4, subtypes: [Shapeshifter]}
    """)
    assert out.passed, out.failures


def test_607_2a_declining_the_imprint_leaves_it_a_2_4(solve) -> None:
    out = solve(_CAST.replace("choices: [angel, yes]", "choices: [angel, no]") + """
        expect:
          angel: {zone: battlefield}
          dup: {power: 2, toughness: 4, subtypes: [Shapeshifter]}
    """)
    assert out.passed, out.failures


def test_607_2a_duplicant_line() -> None:
    (ab,) = compile_line(
        "As long as a card exiled with this creature is a creature card, this creature has "
        "the power, toughness, and creature types of the last creature card exiled with it. "
        "It's still a Shapeshifter.", "Duplicant")
    assert isinstance(ab, StaticAbility)
