"""700.3: revealed cards separated into two piles, from real Oracle lines played on a board:
Fact or Fiction (an opponent separates, the caster chooses the pile for the hand; the other
pile goes to the graveyard; a pile may be empty, 700.3d), Steam Augury (the caster separates,
an opponent chooses), Jace, Architect of Thought's −2 (the other pile on the bottom)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.piles import RevealPiles


@pytest.mark.parametrize(("name", "line", "spell", "n", "rest", "you_separate"), [
    ("Fact or Fiction", "Reveal the top five cards of your library. An opponent separates "
     "those cards into two piles. Put one pile into your hand and the other into your "
     "graveyard.", True, 5, "graveyard", False),
    ("Sphinx of Uthuun", "When this creature enters, reveal the top five cards of your "
     "library. An opponent separates those cards into two piles. Put one pile into your hand "
     "and the other into your graveyard.", False, 5, "graveyard", False),
    ("Jace, Architect of Thought", "[−2]: Reveal the top three cards of your library. An "
     "opponent separates those cards into two piles. Put one pile into your hand and the "
     "other on the bottom of your library in any order.", False, 3, "bottom_any", False),
    ("Steam Augury", "Reveal the top five cards of your library and separate them into two "
     "piles. An opponent chooses one of those piles. Put that pile into your hand and the "
     "other into your graveyard.", True, 5, "graveyard", True),
])
def test_700_3_pile_lines(name, line, spell, n, rest, you_separate) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    [step] = ability.instructions
    assert step == RevealPiles(n, rest=rest, you_separate=you_separate)


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


_FOF = """
    name: Fact or Fiction
    hand: {Alice: [Fact or Fiction]}
    library: {Alice: [Serra Angel, Shock, Island, Forest, Giant Growth, Plains],
              Bob: [Island]}
"""


def test_700_3_fact_or_fiction_bob_separates_alice_chooses(board) -> None:
    """Bob puts Serra Angel alone in pile 1; Alice takes the four other cards."""
    game = board(_FOF + """
    choices: [1, 2, 2, 2, 2, 2]
    actions:
      - {cast: Fact or Fiction}
    """)
    assert _names(game, "hand") == ["Forest", "Giant Growth", "Island", "Shock"]
    assert _names(game, "graveyard") == ["Fact or Fiction", "Serra Angel"]
    assert _names(game, "library") == ["Plains"]


def test_700_3d_fact_or_fiction_an_empty_pile(board) -> None:
    """Bob puts all five cards in pile 2; Alice chooses the empty pile 1: all five go to the
    graveyard."""
    game = board(_FOF + """
    choices: [2, 2, 2, 2, 2, 1]
    actions:
      - {cast: Fact or Fiction}
    """)
    assert _names(game, "hand") == []
    assert len(game.state.zone_list("graveyard", 0)) == 6


def test_700_3_steam_augury_alice_separates_bob_chooses(board) -> None:
    game = board("""
        name: Steam Augury
        hand: {Alice: [Steam Augury]}
        library: {Alice: [Serra Angel, Shock, Island, Forest, Giant Growth], Bob: [Island]}
        choices: [1, 1, 2, 2, 2, 1]
        actions:
          - {cast: Steam Augury}
    """)
    assert _names(game, "hand") == ["Serra Angel", "Shock"]
    assert _names(game, "graveyard") == ["Forest", "Giant Growth", "Island", "Steam Augury"]


def test_700_3_fewer_cards_than_five_are_all_revealed(board) -> None:
    game = board("""
        name: Fact or Fiction, two cards
        hand: {Alice: [Fact or Fiction]}
        library: {Alice: [Serra Angel, Shock], Bob: [Island]}
        choices: [1, 2, 1]
        actions:
          - {cast: Fact or Fiction}
    """)
    assert _names(game, "hand") == ["Serra Angel"]
    assert _names(game, "graveyard") == ["Fact or Fiction", "Shock"]
    assert _names(game, "library") == []


def test_700_3_the_opponent_separates_and_the_caster_chooses(board) -> None:
    """Through the public API: the pile decisions of Fact or Fiction go to Bob, the choice of
    the pile to Alice."""
    from conftest import obj_id

    game = board("""
        name: Fact or Fiction, who decides
        battlefield: [Island, Island, Island, Island]
        hand: {Alice: [{card: Fact or Fiction, as: fof}]}
        library: {Alice: [Serra Angel, Shock], Bob: [Island]}
    """)
    game.apply(f"cast Fact or Fiction#{obj_id(game, 'fof')}")
    deciders: dict[str, set[int]] = {}
    for _ in range(40):
        d = game.pending_decision
        if d is None or not game.legal_actions():
            break
        if d.kind in ("pile", "pile_choice"):
            deciders.setdefault(d.kind, set()).add(d.player)
        if not game.state.stack_items and d.kind == "priority":
            break
        game.apply(game.legal_actions()[0])
    assert deciders == {"pile": {1}, "pile_choice": {0}}
