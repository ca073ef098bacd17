"""701.23: "Search your library for up to two basic land cards, put them onto the battlefield
tapped, then shuffle." and the tutors "Search your library for a card, then shuffle and put
that card on top.", from real Oracle lines, played: up to N cards with a stated quality may be
fewer (701.23b); "a card" must be found (701.23d); a tutor's card is on top after the
shuffle (608.2c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_cards import SearchSplit, SearchToTop, SearchUpTo
from arbiter.rules.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from arbiter.rules.instructions import objects as I
from arbiter.scenario.errors import ScenarioError


@pytest.mark.parametrize(("name", "line", "spell", "kind", "n", "to", "tapped"), [
    ("Explosive Vegetation", "Search your library for up to two basic land cards, put them "
     "onto the battlefield tapped, then shuffle.", True, SpellAbility, 2, "battlefield", True),
    ("Harrow", "Search your library for up to two basic land cards, put them onto the "
     "battlefield, then shuffle.", True, SpellAbility, 2, "battlefield", False),
    ("Buried Alive", "Search your library for up to three creature cards, put them into your "
     "graveyard, then shuffle.", True, SpellAbility, 3, "graveyard", False),
    ("Armillary Sphere", "{2}, {T}, Sacrifice this artifact: Search your library for up to two "
     "basic land cards, reveal them, put them into your hand, then shuffle.", False,
     ActivatedAbility, 2, "hand", False),
    ("Burnished Hart", "{3}, Sacrifice this creature: Search your library for up to two basic "
     "land cards, put them onto the battlefield tapped, then shuffle.", False,
     ActivatedAbility, 2, "battlefield", True),
    ("Yavimaya Elder", "When this creature dies, you may search your library for up to two "
     "basic land cards, reveal them, put them into your hand, then shuffle.", False,
     TriggeredAbility, 2, "hand", False),
])
def test_701_23b_search_up_to_lines(name, line, spell, kind, n, to, tapped) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    assert isinstance(ability, kind)
    step = ability.instructions[0]
    if isinstance(step, I.MayDo):
        step = step.do[0]
    assert isinstance(step, SearchUpTo)
    assert (step.n, step.to, step.tapped) == (n, to, tapped)


@pytest.mark.parametrize(("name", "line", "rest"), [
    ("Vampiric Tutor", "Search your library for a card, then shuffle and put that card on "
     "top. You lose 2 life.", (I.LoseLife(2, who="you"),)),
    ("Enlightened Tutor", "Search your library for an artifact or enchantment card, reveal "
     "it, then shuffle and put that card on top.", ()),
    ("Mystical Tutor", "Search your library for an instant or sorcery card, reveal it, then "
     "shuffle and put that card on top.", ()),
])
def test_701_23_tutor_to_top_lines(name: str, line: str, rest: tuple) -> None:
    [ability] = compile_text(line, name, True) or [None]
    first, *others = ability.instructions
    assert isinstance(first, SearchToTop) and tuple(others) == rest


def _library(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", player)]


def _zone_names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_701_23b_explosive_vegetation_two_lands_tapped(board) -> None:
    game = board("""
        name: Explosive Vegetation
        hand: {Alice: [Explosive Vegetation]}
        library: {Alice: [{card: Forest, as: f}, {card: Island, as: i}, Grizzly Bears,
                          Mountain], Bob: [Island]}
        choices: [f, i]
        actions:
          - {cast: Explosive Vegetation}
    """)
    lands = [o for o in game.state.battlefield() if game.name_of(o) in ("Forest", "Island")]
    assert len(lands) == 2 and all(game.obj(o).tapped for o in lands)
    assert sorted(_library(game, 0)) == ["Grizzly Bears", "Mountain"]


def test_701_23b_up_to_two_may_be_just_one(board) -> None:
    """"Up to two" with a stated quality: Alice stops after one Forest."""
    game = board("""
        name: Explosive Vegetation, one land
        hand: {Alice: [Explosive Vegetation]}
        library: {Alice: [{card: Forest, as: f}, Island, Mountain], Bob: [Island]}
        choices: [f, done]
        actions:
          - {cast: Explosive Vegetation}
    """)
    assert [game.name_of(o) for o in game.state.battlefield()] == ["Forest"]
    assert sorted(_library(game, 0)) == ["Island", "Mountain"]


def test_701_23b_a_nonbasic_land_cant_be_found(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Explosive Vegetation, nonbasic
            hand: {Alice: [Explosive Vegetation]}
            library: {Alice: [{card: Badlands, as: b}, Forest], Bob: [Island]}
            actions:
              - {cast: Explosive Vegetation, choices: {search: [b]}}
        """)


def test_701_23b_buried_alive_three_creatures_to_the_graveyard(board) -> None:
    game = board("""
        name: Buried Alive
        hand: {Alice: [Buried Alive]}
        library: {Alice: [{card: Grizzly Bears, as: a}, {card: Serra Angel, as: b},
                          {card: Llanowar Elves, as: c}, Forest], Bob: [Island]}
        choices: [a, b, c]
        actions:
          - {cast: Buried Alive}
    """)
    assert _zone_names(game, "graveyard") == ["Buried Alive", "Grizzly Bears",
                                              "Llanowar Elves", "Serra Angel"]
    assert _library(game, 0) == ["Forest"]


def test_701_23_vampiric_tutor_puts_the_card_on_top_after_the_shuffle(board) -> None:
    """Vampiric Tutor finds Serra Angel: the library is shuffled, then the Angel is on top;
    Alice loses 2 life."""
    game = board("""
        name: Vampiric Tutor
        hand: {Alice: [Vampiric Tutor]}
        library: {Alice: [Forest, Island, Mountain, Plains, Swamp,
                          {card: Serra Angel, as: angel}], Bob: [Island]}
        actions:
          - {cast: Vampiric Tutor, choices: {search: angel}}
    """)
    library = _library(game, 0)
    assert library[0] == "Serra Angel" and len(library) == 6
    assert game.state.players[0].life == 18


def test_701_23d_a_card_must_be_found(solve) -> None:
    """"a card" states no quality: Alice can't decline to find one (701.23d)."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Vampiric Tutor, decline
            hand: {Alice: [Vampiric Tutor]}
            library: {Alice: [Forest, Island], Bob: [Island]}
            actions:
              - {cast: Vampiric Tutor, choices: {search: done}}
        """)


def test_701_23b_mystical_tutor_with_no_instant_finds_nothing(board) -> None:
    game = board("""
        name: Mystical Tutor, nothing to find
        hand: {Alice: [Mystical Tutor]}
        library: {Alice: [Forest, Grizzly Bears], Bob: [Island]}
        actions:
          - {cast: Mystical Tutor}
    """)
    assert sorted(_library(game, 0)) == ["Forest", "Grizzly Bears"]
    assert _zone_names(game, "graveyard") == ["Mystical Tutor"]


@pytest.mark.parametrize("name", ["Cultivate", "Kodama's Reach"])
def test_701_23b_cultivate_line(name: str) -> None:
    line = ("Search your library for up to two basic land cards, reveal those cards, put one "
            "onto the battlefield tapped and the other into your hand, then shuffle.")
    [ability] = compile_text(line, name, True) or [None]
    [step] = ability.instructions
    assert isinstance(step, SearchSplit)
    assert (step.first, step.tapped, step.second) == ("battlefield", True, "hand")


def test_701_23b_cultivate_one_to_the_battlefield_the_other_to_hand(board) -> None:
    """Alice finds a Forest and an Island and puts the Island onto the battlefield tapped."""
    game = board("""
        name: Cultivate
        hand: {Alice: [Cultivate]}
        library: {Alice: [{card: Forest, as: f}, {card: Island, as: i}, Mountain],
                  Bob: [Island]}
        choices: [f, i]
        actions:
          - {cast: Cultivate, choices: {battlefield: i}}
    """)
    [land] = list(game.state.battlefield())
    assert game.name_of(land) == "Island" and game.obj(land).tapped
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Forest"]
    assert _library(game, 0) == ["Mountain"]


def test_701_23b_cultivate_with_one_land_found_the_player_chooses_where(board) -> None:
    game = board("""
        name: Cultivate, one land
        hand: {Alice: [Cultivate]}
        library: {Alice: [{card: Forest, as: f}, Grizzly Bears], Bob: [Island]}
        choices: [f, done]
        actions:
          - {cast: Cultivate, choices: {where: hand}}
    """)
    assert list(game.state.battlefield()) == []
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Forest"]
