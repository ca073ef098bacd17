"""Fateseal (701.29), played through the real engine: the fatesealer looks at the top N
cards of an opponent's library and puts any number on the bottom and the rest on top, in
the orders they choose. With a table of real Oracle lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.fateseal import Fateseal
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility


def _library(game, player: int) -> list[str]:
    return [game.obj(o).card for o in game.state.zone_list("library", player)]


def test_701_29a_fateseal_puts_the_creature_under_the_library(solve) -> None:
    """Spin into Myth on Bob's Serra Angel: it goes on top of Bob's library, then Alice
    fateseals 2: she sends the Angel to the bottom and keeps Island on top. Bob's library
    is Island, Forest, Mountain, Serra Angel; Alice's own library is untouched."""
    out = solve("""
        name: fateseal
        battlefield: [{card: Serra Angel, as: angel, controller: Bob}]
        hand: {Alice: [Spin into Myth]}
        library: {Alice: [Plains, Swamp], Bob: [Island, Forest, Mountain]}
        actions:
          - cast: Spin into Myth
            targets: [angel]
        choices: [bottom, top]
    """)
    assert out.passed, out.failures
    assert _library(out.game, 1) == ["Island", "Forest", "Mountain", "Serra Angel"]
    assert _library(out.game, 0) == ["Plains", "Swamp"]


def test_701_29a_fateseal_reorders_the_cards_kept_on_top(solve) -> None:
    """Alice keeps both cards on top, Island above the Angel: Bob's library is Island,
    Serra Angel, Forest."""
    out = solve("""
        name: fateseal order
        battlefield: [{card: Serra Angel, as: angel, controller: Bob}]
        hand: {Alice: [Spin into Myth]}
        library: {Bob: [{card: Island, as: island}, Forest]}
        actions:
          - cast: Spin into Myth
            targets: [angel]
            choices: {fateseal_top: island}
        choices: [top, top]
    """)
    assert out.passed, out.failures
    assert _library(out.game, 1) == ["Island", "Serra Angel", "Forest"]


def test_701_29a_fateseal_both_to_the_bottom_in_the_chosen_order(solve) -> None:
    """Both cards to the bottom, the Angel chosen first (so it is above Island there): Bob's
    library is Forest, Serra Angel, Island."""
    out = solve("""
        name: fateseal bottom order
        battlefield: [{card: Serra Angel, as: angel, controller: Bob}]
        hand: {Alice: [Spin into Myth]}
        library: {Bob: [Island, Forest]}
        actions:
          - cast: Spin into Myth
            targets: [angel]
            choices: {fateseal_bottom: angel}
        choices: [bottom, bottom]
    """)
    assert out.passed, out.failures
    assert _library(out.game, 1) == ["Forest", "Serra Angel", "Island"]


LINES = [
    ("Spin into Myth", "Put target creature on top of its owner's library, then fateseal 2.",
     True, 2),
    ("May of the Machine", "Destroy target creature or planeswalker. If today's date is May "
     "6th, scry 1. If today's date is May 7th, fateseal 1.", True, None),
]


@pytest.mark.parametrize(("card", "line", "spell", "n"), LINES)
def test_701_29a_fateseal_lines(card: str, line: str, spell: bool, n: int | None) -> None:
    (ability,) = compile_line(line, card, spell=spell)
    if n is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    assert [i.n for i in ability.instructions if isinstance(i, Fateseal)] == [n]


def test_701_29a_fateseal_granted_by_mesmeric_sliver() -> None:
    """Mesmeric Sliver grants Slivers "When this permanent enters, you may fateseal 1."."""
    (ability,) = compile_line('All Slivers have "When this permanent enters, you may fateseal '
                              '1."', "Mesmeric Sliver")
    assert isinstance(ability, StaticAbility)
    assert "Fateseal(n=1)" in repr(ability)
