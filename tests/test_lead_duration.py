"""611.2a: a duration that leads a sentence ("Until end of turn, creatures you control get
+1/+1 and creatures your opponents control get -1/-1") is the duration of every effect the
sentence creates. Before, only the first subject's effect ended; the second (Zealous
Persecution's -1/-1, Skulduggery's, Nightcreep's Swamps, Sigil Blessing's +1/+1, Arm the
Cathars', Blue Dragon's -2/-0 ...) was read as lasting for the rest of the game."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn import steps
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import CreateEffect


def _durations(line: str, name: str, spell: bool) -> list[str]:
    (ab,) = compile_line(line, name, spell)
    return [i.duration for i in ab.instructions if isinstance(i, CreateEffect)]


@pytest.mark.parametrize(("line", "name", "spell", "durations"), [
    ("Until end of turn, creatures you control get +1/+1 and creatures your opponents control "
     "get -1/-1.", "Zealous Persecution", True, ["end_of_turn"] * 2),
    ("Until end of turn, target creature you control gets +1/+1 and target creature an "
     "opponent controls gets -1/-1.", "Skulduggery", True, ["end_of_turn"] * 2),
    ("Until end of turn, all creatures become black and all lands become Swamps.",
     "Nightcreep", True, ["end_of_turn"] * 2),
    ("When this creature enters, until end of turn, target creature you control gets +X/+0 "
     "and target creature an opponent controls gets -0/-X, where X is the number of "
     "artifacts you control.", "Monoist Circuit-Feeder", False, ["end_of_turn"] * 2),
    ("Until end of turn, target creature gets +2/+2, gains flying, and becomes a Horror "
     "enchantment creature in addition to its other types.", "Jump Scare", True,
     ["end_of_turn"]),
])
def test_611_2a_a_leading_duration_is_every_effects_duration(line, name, spell,
                                                               durations) -> None:
    assert _durations(line, name, spell) == durations


def test_611_2a_zealous_persecution_ends_for_both_sides(solve) -> None:
    """Alice casts Zealous Persecution: her Grizzly Bears are 3/3, Bob's 1/1 and his
    Llanowar Elves (1/1) die (704.5f). After the cleanup step (514.2) both Bears are 2/2."""
    out = solve("""
        name: zealous persecution
        battlefield:
          - {card: Grizzly Bears, as: mine}
          - {card: Grizzly Bears, controller: Bob, as: theirs}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [Zealous Persecution]}
        actions:
          - {cast: Zealous Persecution}
        expect:
          mine: {power: 3, toughness: 3}
          theirs: {power: 1, toughness: 1}
          elves: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.cleanup_actions(game)
    for who in ("mine", "theirs"):
        chars = game.chars(obj_id(game, who))
        assert (chars.power, chars.toughness) == (2, 2)


@pytest.mark.parametrize(("name", "line"), [
    ("Moku, Meandering Drummer", "Whenever you cast a noncreature spell, you may pay {1}. If "
     "you do, Moku gets +2/+1 and creatures you control gain haste until end of turn."),
    ("Agrus Kos, Wojek Veteran", "Whenever Agrus Kos attacks, attacking red creatures get "
     "+2/+0 and attacking white creatures get +0/+2 until end of turn."),
])
def test_611_2a_a_duration_ending_the_sentence_after_another_subject_is_unread(name,
                                                                               line) -> None:
    """611.2a: "Moku gets +2/+1 and creatures you control gain haste until end of turn": the
    duration is both effects'; the first was read as lasting for the rest of the game. Left
    unread."""
    (ab,) = compile_line(line, name, legendary=True)
    assert isinstance(ab, UnsupportedAbility), ab
