"""Gaea's Liege (613.4b, 604.3a(5), 506.2, 611.2b), played through the real engine: "As long as
Gaea's Liege isn't attacking, its power and toughness are each equal to the number of Forests
you control. As long as Gaea's Liege is attacking, its power and toughness are each equal to
the number of Forests defending player controls." and "{T}: Target land becomes a Forest
until this creature leaves the battlefield." (305.7)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import SetBasePT

_LINE = ("As long as Gaea's Liege isn't attacking, its power and toughness are each equal to "
         "the number of Forests you control. As long as Gaea's Liege is attacking, its power "
         "and toughness are each equal to the number of Forests defending player controls.")

_BOARD = """
        battlefield:
          - {card: Gaea's Liege, as: liege}
          - Forest
          - Forest
          - Forest
          - {card: Forest, controller: Bob}
          - {card: Island, controller: Bob, as: island}
"""


def _pt(game) -> tuple[int | None, int | None]:
    ch = game.chars(obj_id(game, "liege"))
    return ch.power, ch.toughness


def test_604_3a_gaeas_liege_halves_are_layer_7b_effects_with_conditions() -> None:
    """604.3a(5): set only under a condition, so not a characteristic-defining ability."""
    (ab,) = compile_line(_LINE, "Gaea's Liege")
    assert isinstance(ab, StaticAbility) and not ab.cda
    assert [type(p) for e in ab.effects for p in e.parts] == [SetBasePT, SetBasePT]
    assert all(e.condition is not None for e in ab.effects)


def test_613_4b_gaeas_liege_counts_your_forests_when_not_attacking(board) -> None:
    game = board(f"""
        name: liege at home
        {_BOARD.strip()}
    """)
    assert _pt(game) == (3, 3)


def test_506_2_gaeas_liege_attacking_counts_the_defending_players_forests(board) -> None:
    """Attacking Bob, who controls one Forest: a 1/1."""
    game = board(f"""
        name: liege attacks
        turn: {{number: 2}}
        {_BOARD.strip()}
        actions:
          - {{attack: [liege]}}
    """)
    assert _pt(game) == (1, 1)


def test_611_2b_gaeas_liege_makes_a_land_a_forest_until_it_leaves(board) -> None:
    """The Liege turns Bob's Island into a Forest (305.7);
    the Liege is 3/3 at home; once it leaves the battlefield, the Island is an Island again."""
    game = board(f"""
        name: liege island
        {_BOARD.strip()}
        actions:
          - {{activate: {{card: liege, ability: "{{T}}", targets: [island]}}}}
    """)
    assert game.chars(obj_id(game, "island")).subtypes == {"Forest"}
    assert _pt(game) == (3, 3)
    game = board(f"""
        name: liege island then gone
        {_BOARD.strip()}

        actions:
          - {{activate: {{card: liege, ability: "{{T}}", targets: [island]}}}}
          - {{move: {{card: liege, to: graveyard}}}}
    """)
    assert game.chars(obj_id(game, "island")).subtypes == {"Island"}
