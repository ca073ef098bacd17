"""612: text-changing effects that replace one color word or one basic land type with another
(Sleight of Mind, Magical Hack, Mind Bend, Crystal Spray), on a permanent or on a spell
(115.1: "target spell or permanent"). 612.2: both words of the same sort and different
("with another"); 612.1: a basic land type in the type line is text too; 608.2b: a spell's
targets are checked as it resolves against its text then. Played through the real engine."""

from __future__ import annotations

import pytest
from conftest import chars_of

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules.instructions import Choose, CreateEffect
from arbiter.rules.parts import TextChange


@pytest.mark.parametrize(("line", "name", "words", "duration"), [
    ("Change the text of target spell or permanent by replacing all instances of one color "
     "word with another.", "Sleight of Mind", "color_word", "indefinite"),
    ("Change the text of target spell or permanent by replacing all instances of one basic "
     "land type with another.", "Magical Hack", "land_word", "indefinite"),
    ("Change the text of target permanent by replacing all instances of one color word with "
     "another or one basic land type with another.", "Mind Bend", "color_or_land_word",
     "indefinite"),
    ("Change the text of target spell or permanent by replacing all instances of one color "
     "word with another or one basic land type with another until end of turn.",
     "Crystal Spray", "color_or_land_word", "end_of_turn"),
])
def test_612_2_the_text_change_lines_read(line, name, words, duration) -> None:
    (ab,) = compile_line(line, name, True)
    choose_from, choose_to, effect = ab.instructions
    assert choose_from == Choose(f"{words}_from", key="from")
    assert choose_to == Choose(f"{words}_to", key="to")
    assert isinstance(effect, CreateEffect) and effect.parts == (TextChange(),)
    assert effect.duration == duration


_HACK = """
    name: {name}
    battlefield:
      - {{card: Forest, controller: Bob, as: forest}}
    hand: {{Alice: [Magical Hack]}}
    actions:
      - {{cast: Magical Hack, targets: [forest], choices: {{from: {old}, to: {new}}}}}
"""


def test_612_1_magical_hack_changes_a_basic_land_type_in_the_type_line(solve) -> None:
    """Magical Hack, Forest -> Island, on Bob's Forest: it is an Island and taps for {U}
    (305.6: a basic land type gives its mana ability)."""
    out = solve(_HACK.format(name="hack", old="Forest", new="Island"))
    assert out.passed, out.failures
    forest = chars_of(out, "forest")
    assert forest.subtypes == {"Island"}
    assert [a.text for a in forest.abilities] == ["{T}: Add {U}."]


@pytest.mark.parametrize(("old", "new"), [("Forest", "Forest"), ("Forest", "blue"),
                                          ("green", "blue")])
def test_612_2_magical_hack_words_must_be_two_different_basic_land_types(solve, old,
                                                                         new) -> None:
    """"One basic land type with another": the same word twice, a color word, or a color
    word for Magical Hack is refused, naming the choices."""
    with pytest.raises(ValueError, match=r"can't be chosen here: the choices are .*\(612.2\)"):
        solve(_HACK.format(name="bad hack", old=old, new=new))


def test_612_2_mind_bend_cant_change_a_color_word_into_a_land_type(solve) -> None:
    with pytest.raises(ValueError, match=r"'Forest' can't be chosen here.*black, blue"):
        solve("""
            name: bad bend
            battlefield: [{card: "Linden, the Steadfast Queen", as: linden}]
            hand: {Alice: [Mind Bend]}
            actions:
              - {cast: Mind Bend, targets: [linden], choices: {from: white, to: Forest}}
        """)


def test_612_2_unanswered_word_choice_names_its_options(solve) -> None:
    """A scenario that doesn't say which words: an error naming the options, not a silent
    no-op."""
    with pytest.raises(ValueError, match=r"decision needs an answer.*Forest, Island"):
        solve("""
            name: unanswered
            battlefield: [{card: Forest, controller: Bob, as: forest}]
            hand: {Alice: [Magical Hack]}
            actions:
              - {cast: Magical Hack, targets: [forest]}
        """)


def test_608_2b_sleight_of_mind_on_doom_blade_makes_its_target_illegal(solve) -> None:
    """Bob casts Doom Blade ("Destroy target nonblack creature") at Alice's Serra Angel;
    Alice answers with Sleight of Mind, black -> white, on the Doom Blade. As it resolves its
    text says "nonwhite": the Angel is an illegal target, so Doom Blade doesn't resolve
    (608.2b) and the Angel lives."""
    out = solve("""
        name: sleight on blade
        players: [Bob, Alice]
        battlefield: [{card: Serra Angel, controller: Alice, as: angel}]
        hand: {Alice: [Sleight of Mind], Bob: [Doom Blade]}
        actions:
          - {cast: Doom Blade, by: Bob, targets: [angel], as: blade, respond: true}
          - {cast: Sleight of Mind, by: Alice, targets: [blade],
             choices: {from: black, to: white}}
        expect:
          angel: {zone: battlefield}
          blade: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2b_without_the_text_change_doom_blade_destroys_the_angel(solve) -> None:
    """The same Doom Blade, Sleight of Mind changing another word (green -> blue): nothing
    in Doom Blade changes, the Angel is destroyed."""
    out = solve("""
        name: sleight elsewhere
        players: [Bob, Alice]
        battlefield: [{card: Serra Angel, controller: Alice, as: angel}]
        hand: {Alice: [Sleight of Mind], Bob: [Doom Blade]}
        actions:
          - {cast: Doom Blade, by: Bob, targets: [angel], as: blade, respond: true}
          - {cast: Sleight of Mind, by: Alice, targets: [blade],
             choices: {from: green, to: blue}}
        expect:
          angel: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_611_2a_crystal_spray_lasts_until_end_of_turn(solve) -> None:
    """Crystal Spray, Forest -> Swamp, on Bob's Forest: a Swamp until the cleanup step
    (514.2), then a Forest again."""
    out = solve("""
        name: crystal spray
        battlefield: [{card: Forest, controller: Bob, as: forest}]
        hand: {Alice: [Crystal Spray]}
        actions:
          - {cast: Crystal Spray, targets: [forest], choices: {from: Forest, to: Swamp}}
        expect:
          forest: {subtypes: [Swamp]}
    """)
    assert out.passed, out.failures
    steps.cleanup_actions(out.game)
    assert chars_of(out, "forest").subtypes == {"Forest"}
