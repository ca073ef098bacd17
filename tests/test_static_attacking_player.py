"""506.3 / 508.1: attacking creatures named by the player they attack: "Creatures attacking you
get -1/-0" (Boarded Window), "Creatures attacking your opponents have double strike"
(Blast-Furnace Hellkite). A creature attacking a planeswalker isn't attacking its controller
(506.3c). Played through the real combat steps."""

from __future__ import annotations

import pytest
from keyword_play import ALICE, BOB, CAROL, at, attack, board, pt

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility

THREE = "players: [Alice, Bob, Carol]\n"


def test_506_3_watchdog_creatures_attacking_you(solve) -> None:
    """Three players, Alice's turn: Bob controls an untapped Watchdog ("all creatures
    attacking you get -1/-0"). Alice's Grizzly Bears attacks Bob (a 1/2), her other Bears
    attacks Carol (still 2/2)."""
    game, ids = board(solve, """
  - {card: Watchdog, controller: Bob}
  - {card: Grizzly Bears, as: b1}
  - {card: Grizzly Bears, as: b2}
""", players=THREE)
    assert pt(game, ids["b1"]) == (2, 2)
    attack(game, {ids["b1"]: at(BOB), ids["b2"]: at(CAROL)})
    assert pt(game, ids["b1"]) == (1, 2)
    assert pt(game, ids["b2"]) == (2, 2)


def test_506_3c_attacking_a_planeswalker_isnt_attacking_its_controller(solve) -> None:
    """With Bob's Watchdog, Alice's Bears attacks Bob's planeswalker Ajani Goldmane: not
    attacking Bob, a 2/2."""
    game, ids = board(solve, """
  - {card: Watchdog, controller: Bob}
  - {card: Ajani Goldmane, controller: Bob, as: ajani}
  - {card: Grizzly Bears, as: b1}
""")
    attack(game, {ids["b1"]: ("permanent", ids["ajani"])})
    assert pt(game, ids["b1"]) == (2, 2)


def test_506_3_blast_furnace_hellkite_creatures_attacking_your_opponents(solve) -> None:
    """Alice's Blast-Furnace Hellkite: her Grizzly Bears attacking Bob has double strike;
    not before it attacks; Bob's Bears attacking Alice wouldn't (only Alice's opponents)."""
    game, ids = board(solve, """
  - {card: Blast-Furnace Hellkite}
  - {card: Grizzly Bears, as: b1}
""")
    assert not game.chars(ids["b1"]).has_keyword("double strike")
    attack(game, {ids["b1"]: at(BOB)})
    assert game.chars(ids["b1"]).has_keyword("double strike")
    assert game.state.turn.active == ALICE


LINES = [
    ("Boarded Window", "Creatures attacking you get -1/-0."),
    ("Watchdog", "As long as this creature is untapped, all creatures attacking you get "
     "-1/-0."),
    ("Blast-Furnace Hellkite", "Creatures attacking your opponents have double strike."),
    ("Oviya, Automech Artisan", "Each creature that's attacking one of your opponents has "
     "trample."),
]


@pytest.mark.parametrize(("name", "line"), LINES)
def test_506_3_oracle_lines(name: str, line: str) -> None:
    got = compile_text(line, name, legendary=True)
    assert got is not None and len(got) == 1 and isinstance(got[0], StaticAbility)
