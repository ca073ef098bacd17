"""701.23 / 701.20a: "search your library for a <card>, reveal that card, put it into your
hand, then shuffle" (today's wording of the tutors that once said "reveal it"): the card
found is shown and put into its owner's hand; a card with a stated quality may be left
unfound (701.23b). Played from real Oracle lines (Goblin Matron, Trinket Mage)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Goblin Matron", "When this creature enters, you may search your library for a Goblin "
     "card, reveal that card, put it into your hand, then shuffle.", False),
    ("Trinket Mage", "When this creature enters, you may search your library for an artifact "
     "card with mana value 1 or less, reveal that card, put it into your hand, then shuffle.",
     False),
    ("Krosan Tusker", "When you cycle this card, you may search your library for a basic land "
     "card, reveal that card, put it into your hand, then shuffle.", False),
    ("Merchant Scroll", "Search your library for a blue instant card, reveal that card, put it "
     "into your hand, then shuffle.", True),
    ("Captain Sisay", "{T}: Search your library for a legendary card, reveal that card, put it "
     "into your hand, then shuffle.", False),
])
def test_701_23_reveal_that_card_lines(name: str, line: str, spell: bool) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    step = ability.instructions[0]
    if isinstance(step, I.MayDo):
        step = step.do[0]
    assert isinstance(step, I.SearchLibrary) and step.to == "hand"


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_23_goblin_matron_finds_a_goblin_for_the_hand(board) -> None:
    game = board("""
        name: Goblin Matron
        hand: {Alice: [Goblin Matron]}
        library: {Alice: [Mountain, {card: Goblin Guide, as: guide}, Grizzly Bears],
                  Bob: [Island]}
        actions:
          - {cast: Goblin Matron, choices: {may: "yes", search: guide}}
    """)
    assert _names(game, "hand") == ["Goblin Guide"]
    assert _names(game, "library") == ["Grizzly Bears", "Mountain"]


def test_701_23_goblin_matron_cant_find_a_non_goblin(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Goblin Matron, a Bear
            hand: {Alice: [Goblin Matron]}
            library: {Alice: [{card: Grizzly Bears, as: bears}, Goblin Guide], Bob: [Island]}
            actions:
              - {cast: Goblin Matron, choices: {may: "yes", search: bears}}
        """)


def test_701_23b_trinket_mage_mana_value_one_or_less(board) -> None:
    """Sol Ring (mana value 1) may be found; Alice may also find nothing (701.23b)."""
    game = board("""
        name: Trinket Mage
        hand: {Alice: [Trinket Mage]}
        library: {Alice: [{card: Sol Ring, as: ring}, Mind Stone, Island], Bob: [Island]}
        actions:
          - {cast: Trinket Mage, choices: {may: "yes", search: ring}}
    """)
    assert _names(game, "hand") == ["Sol Ring"]
    assert len(game.state.zone_list("library", 0)) == 2


def test_701_23_trinket_mage_two_mana_artifact_cant_be_found(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Trinket Mage, Mind Stone
            hand: {Alice: [Trinket Mage]}
            library: {Alice: [{card: Mind Stone, as: stone}, Sol Ring], Bob: [Island]}
            actions:
              - {cast: Trinket Mage, choices: {may: "yes", search: stone}}
        """)


def test_701_23_goblin_matron_declined_leaves_the_library(board) -> None:
    game = board("""
        name: Goblin Matron, declined
        hand: {Alice: [Goblin Matron]}
        library: {Alice: [Mountain, Goblin Guide], Bob: [Island]}
        actions:
          - {cast: Goblin Matron, choices: {may: "no"}}
    """)
    assert _names(game, "hand") == []
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == [
        "Mountain", "Goblin Guide"]


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Tribute Mage", "When this creature enters, you may search your library for an artifact "
     "card with mana value 2, reveal that card, put it into your hand, then shuffle.", False),
    ("Spell Snare", "Counter target spell with mana value 2.", True),
])
def test_202_3_with_mana_value_n_lines_read(name: str, line: str, spell: bool) -> None:
    assert compile_text(line, name, spell) is not None


def test_202_3_tribute_mage_finds_exactly_mana_value_two(board) -> None:
    game = board("""
        name: Tribute Mage
        hand: {Alice: [Tribute Mage]}
        library: {Alice: [Sol Ring, {card: Mind Stone, as: stone}, Island], Bob: [Island]}
        actions:
          - {cast: Tribute Mage, choices: {may: "yes", search: stone}}
    """)
    assert _names(game, "hand") == ["Mind Stone"]


def test_202_3_tribute_mage_cant_find_mana_value_one(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Tribute Mage, Sol Ring
            hand: {Alice: [Tribute Mage]}
            library: {Alice: [{card: Sol Ring, as: ring}, Mind Stone], Bob: [Island]}
            actions:
              - {cast: Tribute Mage, choices: {may: "yes", search: ring}}
        """)
