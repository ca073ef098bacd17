"""701.20a: revealing cards from the top of a library until N cards of a kind are revealed,
played through Old Stickfingers' cast trigger: "When you cast this spell, reveal cards from
the top of your library until you reveal X creature cards. Put all creature cards revealed
this way into your graveyard, then put the rest on the bottom of your library in a random
order." X is the X announced for the spell (107.3a, 107.3i); the trigger resolves before the
spell (603.3, it is put on the stack above it)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.zones.reveal_until import RevealUntil
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.values import ChosenX

_BOARD = """
    name: {name}
    hand: {{Alice: [{{card: Old Stickfingers, as: sticks}}]}}
    library: {{Alice: [{library}]}}
    actions:
      - {{cast: sticks, choices: {{x: {x}}}}}
    expect:
{expect}
"""


def _play(solve, name: str, x: int, library: str, expect: str):
    out = solve(_BOARD.format(name=name, x=x, library=library, expect=expect))
    assert out.passed, out.failures
    return out.game


def _library(game) -> list[str]:
    return [game.obj(o).alias or game.name_of(o) for o in game.state.zone_list("library", 0)]


def test_701_20a_reveal_until_x_creature_cards(solve) -> None:
    """X = 2: Alice reveals Opt, Bears, Opt, Hill Giant; the two creature cards go to her
    graveyard, the two Opts to the bottom (Island, never revealed, is now on top). Old
    Stickfingers then resolves as a 2/2 (two creature cards in her graveyard)."""
    game = _play(solve, "x2", 2,
                 "{card: Opt, as: o1}, {card: Grizzly Bears, as: b1}, {card: Opt, as: o2}, "
                 "{card: Hill Giant, as: g1}, {card: Island, as: top}",
                 "      b1: {zone: graveyard}\n      g1: {zone: graveyard}\n"
                 "      sticks: {zone: battlefield, power: 2, toughness: 2}")
    library = _library(game)
    assert library[0] == "top"
    assert sorted(library[1:]) == ["o1", "o2"]


def test_701_20a_the_library_runs_out_first(solve) -> None:
    """X = 3 with one creature card in the library: every card is revealed; the Bears go to
    the graveyard, the Opt stays in the library."""
    game = _play(solve, "x3", 3, "{card: Opt, as: o1}, {card: Grizzly Bears, as: b1}",
                 "      b1: {zone: graveyard}\n      o1: {zone: library}\n"
                 "      sticks: {power: 1, toughness: 1}")
    assert _library(game) == ["o1"]


def test_107_3i_x_zero_reveals_nothing(solve) -> None:
    """X = 0: no creature card is to be revealed; the library is as it was and Old
    Stickfingers dies as a 0/0 (704.5f)."""
    game = _play(solve, "x0", 0,
                 "{card: Grizzly Bears, as: b1}, {card: Opt, as: o1}",
                 "      b1: {zone: library}\n      sticks: {zone: graveyard}")
    assert _library(game) == ["b1", "o1"]


@pytest.mark.parametrize("line, count, to", [
    ("When you cast this spell, reveal cards from the top of your library until you reveal X "
     "creature cards. Put all creature cards revealed this way into your graveyard, then put "
     "the rest on the bottom of your library in a random order.", ChosenX(), "graveyard"),
    ("Reveal cards from the top of your library until you reveal two creature cards. Put "
     "those creature cards into your hand and the rest on the bottom of your library in a "
     "random order.", 2, "hand"),
])
def test_701_20a_reveal_until_several_lines(line: str, count: object, to: str) -> None:
    (ab,) = compile_line(line, "Test Card", spell=not line.startswith("When"))
    assert not isinstance(ab, UnsupportedAbility)
    (step,) = ab.instructions
    assert isinstance(step, RevealUntil)
    assert (step.count, step.to, step.rest) == (count, to, "bottom_random")


@pytest.mark.parametrize("line", [
    # (several cards onto the battlefield, entering at once, are read since h/library:
    # tests/test_library_all_and_to_top.py, Skyserpent Seeker)
    # "in any order" is a choice this template doesn't offer
    "Reveal cards from the top of your library until you reveal three nonland cards. Put the "
    "nonland cards revealed this way into your hand, then put the rest of the revealed cards "
    "on the bottom of your library in any order.",
    # the cards put must be those revealed
    "Reveal cards from the top of your library until you reveal two creature cards. Put all "
    "land cards revealed this way into your hand and the rest on the bottom of your library "
    "in a random order.",
])
def test_701_20a_reveal_until_several_left_unread(line: str) -> None:
    (ab,) = compile_line(line, "Test Card", spell=True)
    assert isinstance(ab, UnsupportedAbility)
