"""500.4 / 614.1a: "If you would lose unspent mana, that mana becomes colorless instead."
(Horizon Stone, Kruphix) and "... becomes black instead." (Omnath, Locus of All's line),
played through the real turn structure: the mana a step's end would empty stays in the pool
as mana of that type; a spending restriction stays with it (106.6); another player's mana
empties as usual."""

from __future__ import annotations

import pytest
from turn_passing import pass_to

from arbiter.engine.mana import pool as P

_BOARD = """
    name: unspent
    battlefield: [{{card: {card}, controller: {who}}}]
    library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}}
"""


def _pool(game, player: int = 0) -> dict[str, int]:
    return dict(game.state.players[player].mana_pool)


@pytest.mark.parametrize(("card", "who", "after"), [
    ("Horizon Stone", "Alice", {"C": 3}),
    ("Horizon Stone", "Bob", {}),
])
def test_500_4_unspent_mana_becomes_colorless(board, card: str, who: str,
                                             after: dict[str, int]) -> None:
    """Alice has {G}{G}{R} as her precombat main phase ends: with her Horizon Stone it stays
    as three colorless mana; with Bob's, she loses it."""
    game = board(_BOARD.format(card=card, who=who))
    P.add(game, 0, "G", 2)
    P.add(game, 0, "R", 1)
    pass_to(game, 1, "beginning_of_combat")
    assert _pool(game) == after


def test_106_6_a_restriction_stays_with_the_mana(board) -> None:
    game = board(_BOARD.format(card="Horizon Stone", who="Alice"))
    P.add(game, 0, P.key("R", "creature_spell"))
    pass_to(game, 1, "beginning_of_combat")
    assert _pool(game) == {P.key("C", "creature_spell"): 1}


def test_500_4_kept_through_the_turn_end(board) -> None:
    """The colorless mana would be lost again at each step's end, and is kept each time:
    still there on Bob's turn."""
    game = board(_BOARD.format(card="Horizon Stone", who="Alice"))
    P.add(game, 0, "U", 1)
    pass_to(game, 2, "upkeep")
    assert _pool(game) == {"C": 1}


def test_614_1a_becomes_black_line() -> None:
    """Omnath, Locus of All's line: the mana becomes black."""
    from arbiter.compiler.lines import compile_text
    from arbiter.engine.mana.unspent_becomes import RULE

    [ability] = compile_text("If you would lose unspent mana, that mana becomes black "
                             "instead.", "Omnath, Locus of All")
    [part] = ability.effects[0].parts
    assert (part.rule, part.detail) == (RULE, "B")
