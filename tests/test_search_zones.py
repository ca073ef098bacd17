"""701.23: "[You may] search your library and/or graveyard for a card named <planeswalker>,
reveal it, and put it into your hand. If you search your library this way, shuffle." and the
other searches of several zones, played from real Oracle lines: the player chooses the zones
("and/or"), a searched graveyard must give up a matching card (701.23b), a library may keep
it, and only a searched library is shuffled (701.24a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_zones import SearchZones
from arbiter.rules.instructions import objects as I
from arbiter.scenario.errors import ScenarioError

_HUATLI = ("When this creature enters, you may search your library and/or graveyard for a card "
           "named Huatli, Dinosaur Knight, reveal it, then put it into your hand. If you "
           "searched your library this way, shuffle.")


@pytest.mark.parametrize(("name", "line", "spell", "zones", "and_or", "to"), [
    ("Sun-Blessed Mount", _HUATLI, False, ("library", "graveyard"), True, "hand"),
    ("Grasping Current", "Search your library and/or graveyard for a card named Jace, "
     "Ingenious Mind-Mage, reveal it, and put it into your hand. If you searched your library "
     "this way, shuffle.", True, ("library", "graveyard"), True, "hand"),
    ("Liliana's Scorn", "Destroy target creature. You may search your library and/or "
     "graveyard for a card named Liliana, Death Mage, reveal it, and put it into your hand. "
     "If you search your library this way, shuffle.", True, ("library", "graveyard"), True,
     "hand"),
    ("Dark Supplicant", "{T}, Sacrifice three Clerics: Search your graveyard, hand, and/or "
     "library for a card named Scion of Darkness and put it onto the battlefield. If you "
     "search your library this way, shuffle.", False, ("graveyard", "hand", "library"), True,
     "battlefield"),
    # Verdant Crescendo's second sentence (its first, a search with no shuffle yet, 701.23h,
    # is another template)
    ("Verdant Crescendo", "Search your library and graveyard for a card named Nissa, Nature's "
     "Artisan, reveal it, put it into your hand, then shuffle.", True,
     ("library", "graveyard"), False, "hand"),
])
def test_701_23_search_zones_lines(name, line, spell, zones, and_or, to) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    [step] = [s.do[0] if isinstance(s, I.MayDo) else s for s in ability.instructions
              if isinstance(s, SearchZones | I.MayDo)]
    assert isinstance(step, SearchZones)
    assert (step.zones, step.and_or, step.to) == (zones, and_or, to)


@pytest.mark.parametrize("line", [
    # "and/or" with "then shuffle": the library may not have been searched
    "Search your library and/or graveyard for a card named Forest, reveal it, put it into "
    "your hand, then shuffle.",
    # no library among the zones
    "Search your graveyard and/or hand for a card named Forest and put it onto the "
    "battlefield. If you search your library this way, shuffle.",
])
def test_701_23_search_zones_misfits_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


_LIBRARY = "[Forest, Island, Mountain, Plains, Swamp, Wastes, Grizzly Bears, Serra Angel]"


def test_701_23_sun_blessed_mount_finds_huatli_in_the_graveyard_no_shuffle(board) -> None:
    """Alice searches only her graveyard: Huatli comes to her hand, and her library, not
    searched, is not shuffled (its order is unchanged)."""
    game = board(f"""
        name: Sun-Blessed Mount, graveyard
        hand: {{Alice: [Sun-Blessed Mount]}}
        graveyard: {{Alice: [{{card: "Huatli, Dinosaur Knight", as: huatli}}]}}
        library: {{Alice: {_LIBRARY}, Bob: [Island]}}
        actions:
          - {{cast: Sun-Blessed Mount, choices: {{may: "yes", search_zones: graveyard,
                                                 search: huatli}}}}
    """)
    assert _names(game, "hand") == ["Huatli, Dinosaur Knight"]
    assert _names(game, "graveyard") == []
    assert _names(game, "library") == ["Forest", "Island", "Mountain", "Plains", "Swamp",
                                       "Wastes", "Grizzly Bears", "Serra Angel"]


def test_701_23_sun_blessed_mount_finds_huatli_in_the_library(board) -> None:
    game = board("""
        name: Sun-Blessed Mount, library
        hand: {Alice: [Sun-Blessed Mount]}
        library: {Alice: [{card: "Huatli, Dinosaur Knight", as: huatli}, Forest, Island],
                  Bob: [Island]}
        actions:
          - {cast: Sun-Blessed Mount, choices: {may: "yes", search_zones: library,
                                                 search: huatli}}
    """)
    assert _names(game, "hand") == ["Huatli, Dinosaur Knight"]
    assert sorted(_names(game, "library")) == ["Forest", "Island"]


def test_701_23b_a_searched_graveyard_must_give_up_the_card(solve) -> None:
    """Alice searches her library and graveyard; the graveyard holds Huatli, a public zone:
    she can't find nothing (701.23b's example)."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Sun-Blessed Mount, can't decline
            hand: {Alice: [Sun-Blessed Mount]}
            graveyard: {Alice: ["Huatli, Dinosaur Knight"]}
            library: {Alice: [Forest, Island], Bob: [Island]}
            actions:
              - {cast: Sun-Blessed Mount, choices: {may: "yes",
                                                    search_zones: library and graveyard,
                                                    search: done}}
        """)


def test_701_23b_both_zones_searched_the_library_copy_may_be_found(board) -> None:
    """Huatli in both zones, both searched: Alice may take the library's copy; the graveyard
    keeps its own."""
    game = board("""
        name: Sun-Blessed Mount, both
        hand: {Alice: [Sun-Blessed Mount]}
        graveyard: {Alice: ["Huatli, Dinosaur Knight"]}
        library: {Alice: [Forest, {card: "Huatli, Dinosaur Knight", as: h2}, Island],
                  Bob: [Island]}
        actions:
          - {cast: Sun-Blessed Mount, choices: {may: "yes",
                                                search_zones: library and graveyard,
                                                search: h2}}
    """)
    assert _names(game, "hand") == ["Huatli, Dinosaur Knight"]
    assert _names(game, "graveyard") == ["Huatli, Dinosaur Knight"]
    assert sorted(_names(game, "library")) == ["Forest", "Island"]


def test_701_23b_a_library_may_keep_the_card(board) -> None:
    """Only the library searched (a hidden zone, a stated quality): Alice finds nothing, and
    her library is still shuffled (it was searched)."""
    game = board("""
        name: Sun-Blessed Mount, library declined
        hand: {Alice: [Sun-Blessed Mount]}
        library: {Alice: ["Huatli, Dinosaur Knight", Forest, Island, Mountain, Plains, Swamp,
                           Wastes, Grizzly Bears, Serra Angel], Bob: [Island]}
        actions:
          - {cast: Sun-Blessed Mount, choices: {may: "yes", search_zones: library,
                                                 search: done}}
    """)
    assert _names(game, "hand") == []
    library = _names(game, "library")
    assert len(library) == 9 and "Huatli, Dinosaur Knight" in library


def test_701_23_a_card_named_otherwise_cant_be_found(solve) -> None:
    """Another Huatli beside the one named: only Huatli, Dinosaur Knight may be found."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Sun-Blessed Mount, wrong name
            hand: {Alice: [Sun-Blessed Mount]}
            graveyard: {Alice: [{card: "Huatli, Warrior Poet", as: poet},
                                "Huatli, Dinosaur Knight"]}
            library: {Alice: [Forest], Bob: [Island]}
            actions:
              - {cast: Sun-Blessed Mount, choices: {may: "yes", search_zones: graveyard,
                                                    search: poet}}
        """)


def test_701_23_grasping_current_bounces_then_searches(board) -> None:
    """Grasping Current returns Bob's Bears, then Alice finds Jace in her graveyard."""
    game = board("""
        name: Grasping Current
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        hand: {Alice: [Grasping Current]}
        graveyard: {Alice: [{card: "Jace, Ingenious Mind-Mage", as: jace}]}
        library: {Alice: [Forest], Bob: [Island]}
        actions:
          - {cast: Grasping Current, targets: [bears],
             choices: {search_zones: graveyard, search: jace}}
    """)
    assert _names(game, "hand", 1) == ["Grizzly Bears"]
    assert _names(game, "hand") == ["Jace, Ingenious Mind-Mage"]
    assert _names(game, "graveyard") == ["Grasping Current"]
