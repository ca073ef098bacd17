"""701.23h: one search for several cards described apart ("a Forest card and a Plains card",
Krosan Verge), and 701.23b's "up to two basic land cards that share a land type" (Myriad
Landscape), from real Oracle lines played on a board: each description finds a different card
and may be left unfound (a stated quality, 701.23b); the cards found enter tapped together;
the second land of Myriad Landscape must share a land type with the first."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_several import SearchEach, SearchSharing
from arbiter.rules.selectors import And, IsSubtype
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("name", "line", "to", "tapped"), [
    ("Krosan Verge", "{2}, {T}, Sacrifice this land: Search your library for a Forest card and "
     "a Plains card, put them onto the battlefield tapped, then shuffle.", "battlefield", True),
    ("Corpse Harvester", "{1}{B}, {T}, Sacrifice a creature: Search your library for a Zombie "
     "card and a Swamp card, reveal them, put them into your hand, then shuffle.", "hand",
     False),
    ("Yasharn, Implacable Earth", "When Yasharn enters, search your library for a basic Forest "
     "card and a basic Plains card, reveal those cards, put them into your hand, then shuffle.",
     "hand", False),
])
def test_701_23h_a_card_and_a_card_lines(name: str, line: str, to: str, tapped: bool) -> None:
    [ability] = compile_text(line, name) or [None]
    [step] = ability.instructions
    assert isinstance(step, SearchEach) and len(step.selectors) == 2
    assert (step.to, step.tapped) == (to, tapped)


def test_701_23b_share_a_land_type_line() -> None:
    [ability] = compile_text(
        "{2}, {T}, Sacrifice this land: Search your library for up to two basic land cards "
        "that share a land type, put them onto the battlefield tapped, then shuffle.",
        "Myriad Landscape") or [None]
    [step] = ability.instructions
    assert isinstance(step, SearchSharing)
    assert (step.n, step.to, step.tapped) == (2, "battlefield", True)


def _lands(game) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.battlefield()
                  if game.name_of(o) not in ("Krosan Verge", "Myriad Landscape"))


_VERGE = """
    name: Krosan Verge
    battlefield: [{card: Krosan Verge, as: verge}]
    library: {Alice: [Mountain, {card: Forest, as: f}, {card: Plains, as: p}, Island,
                      {card: Savannah, as: sav}], Bob: [Island]}
"""
#: The land entered tapped (its own replacement, 614.1c): Alice's next untap step untaps it.
_UNTAPPED = """
      - {pass: next_turn}
      - {pass: next_turn}
"""


def test_701_23h_krosan_verge_finds_a_forest_and_a_plains_tapped(board) -> None:
    game = board(_VERGE + """
    actions:""" + _UNTAPPED + """
      - activate: {card: verge, ability: "{2}"}
    choices: [f, p]
    """)
    assert _lands(game) == ["Forest", "Plains"]
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) != "Krosan Verge")
    assert [game.name_of(o) for o in game.state.zone_list("graveyard", 0)] == ["Krosan Verge"]
    assert sorted(game.name_of(o) for o in game.state.zone_list("library", 0)) == [
        "Island", "Mountain", "Savannah"]


def test_701_23h_krosan_verge_one_card_serves_one_description(board) -> None:
    """Savannah (Forest Plains) is found as the Forest card; the Plains card is another."""
    game = board(_VERGE + """
    actions:""" + _UNTAPPED + """
      - activate: {card: verge, ability: "{2}"}
    choices: [sav, p]
    """)
    assert _lands(game) == ["Plains", "Savannah"]


def test_701_23b_krosan_verge_may_leave_the_plains_unfound(board) -> None:
    game = board(_VERGE + """
    actions:""" + _UNTAPPED + """
      - activate: {card: verge, ability: "{2}"}
    choices: [f, done]
    """)
    assert _lands(game) == ["Forest"]


def test_701_23h_krosan_verge_an_island_is_no_forest(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Krosan Verge, Island
            battlefield: [{card: Krosan Verge, as: verge}]
            library: {Alice: [Mountain, {card: Island, as: i}, Forest, Plains], Bob: [Island]}
            actions:
              - {pass: next_turn}
              - {pass: next_turn}
              - activate: {card: verge, ability: "{2}", choices: {search: i}}
        """)


_LANDSCAPE = """
    name: Myriad Landscape
    battlefield: [{card: Myriad Landscape, as: ml}]
    library: {Alice: [Mountain, {card: Forest, as: f1}, {card: Forest, as: f2},
                      {card: Island, as: i}, {card: Savannah, as: sav},
                      {card: Snow-Covered Forest, as: sf}],
              Bob: [Island]}
"""


def test_701_23b_myriad_landscape_two_forests_tapped(board) -> None:
    game = board(_LANDSCAPE + """
    actions:""" + _UNTAPPED + """
      - activate: {card: ml, ability: "{2}"}
    choices: [f1, sf]
    """)
    assert _lands(game) == ["Forest", "Snow-Covered Forest"]
    assert all(game.obj(o).tapped for o in game.state.battlefield())


def test_701_23b_myriad_landscape_an_island_shares_no_type_with_a_forest(board) -> None:
    """After a Forest, the Island can't be found: only the Forest enters."""
    game = board("""
    name: Myriad Landscape, Forest and Island
    battlefield: [{card: Myriad Landscape, as: ml}]
    library: {Alice: [{card: Forest, as: f1}, {card: Island, as: i}], Bob: [Island]}
    actions:""" + _UNTAPPED + """
      - activate: {card: ml, ability: "{2}", choices: {search: f1}}
    """)
    assert _lands(game) == ["Forest"]
    assert [game.name_of(o) for o in game.state.zone_list("library", 0)] == ["Island"]


def test_701_23b_myriad_landscape_a_nonbasic_cant_be_found(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_LANDSCAPE + """
    actions:""" + _UNTAPPED + """
      - activate: {card: ml, ability: "{2}", choices: {search: sav}}
        """)


def test_701_23b_myriad_landscape_one_land_is_enough(board) -> None:
    game = board(_LANDSCAPE + """
    actions:""" + _UNTAPPED + """
      - activate: {card: ml, ability: "{2}"}
    choices: [i, done]
    """)
    assert _lands(game) == ["Island"]
    assert len(game.state.zone_list("library", 0)) == 5


def test_selectors_are_the_two_land_types() -> None:
    [ability] = compile_text(
        "{2}, {T}, Sacrifice this land: Search your library for a Forest card and a Plains "
        "card, put them onto the battlefield tapped, then shuffle.", "Krosan Verge") or [None]
    forest, plains = ability.instructions[0].selectors
    assert isinstance(forest, And) and IsSubtype("Forest") in forest.parts
    assert isinstance(plains, And) and IsSubtype("Plains") in plains.parts
