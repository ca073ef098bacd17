"""401.4 / 608.2d: "Draw three cards, then put two cards from your hand on top of your library
in any order." (Brainstorm, Jace's 0): the player chooses the cards as it resolves, and their
order on top."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.hand_to_library import HandToLibrary
from arbiter.rules.abilities import ActivatedAbility, SpellAbility
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "spell", "kind"), [
    ("Brainstorm", "Draw three cards, then put two cards from your hand on top of your library "
     "in any order.", True, SpellAbility),
    ("Jace, the Mind Sculptor", "[0]: Draw three cards, then put two cards from your hand on "
     "top of your library in any order.", False, ActivatedAbility),
])
def test_401_4_draw_then_put_two_back_lines(name, line, spell, kind) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert isinstance(ability, kind)
    assert ability.instructions == (I.Draw(3, who="you"), HandToLibrary(2, position="top"))


def test_401_4_put_a_card_on_the_bottom_line() -> None:
    [ability] = compile_text("Put a card from your hand on the bottom of your library.",
                             "Test Spell", True) or [None]
    assert ability.instructions == (HandToLibrary(1, position="bottom"),)


def _names(game, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list(zone, 0)]


def test_608_2d_brainstorm_puts_back_the_chosen_cards_in_the_chosen_order(board) -> None:
    """Alice holds Brainstorm and Grizzly Bears, draws Forest, Island, Serra Angel, and puts
    back the Bears and the Forest, the Forest on top."""
    game = board("""
        name: Brainstorm
        hand: {Alice: [Brainstorm, {card: Grizzly Bears, as: bears}]}
        library: {Alice: [{card: Forest, as: forest}, Island, Serra Angel, Swamp],
                  Bob: [Island]}
        choices: [bears, forest, forest]
        actions:
          - cast: Brainstorm
    """)
    assert sorted(_names(game, "hand")) == ["Island", "Serra Angel"]
    assert _names(game, "library") == ["Forest", "Grizzly Bears", "Swamp"]


def test_608_2d_with_one_card_in_hand_it_goes_back(board) -> None:
    """A hand of fewer than two cards after drawing (an empty library) puts back all it has."""
    game = board("""
        name: Brainstorm, short library
        hand: {Alice: [Brainstorm]}
        library: {Alice: [Forest], Bob: [Island]}
        actions:
          - cast: Brainstorm
    """)
    assert _names(game, "hand") == []
    assert _names(game, "library") == ["Forest"]
