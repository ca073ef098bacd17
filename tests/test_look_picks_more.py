"""401.2 / 608.2c / 701.20a: looking at the top cards of a library and putting some of them
where the text says, from real Oracle lines: "You may put a land card from among them onto
the battlefield tapped", "Put up to two land cards from among them onto the battlefield
tapped" (the cards enter at once), "You may reveal up to two artifact cards ... and put them
into your hand", "You may put one of those cards back on top of your library", "where X is
the number of artifacts you control" (107.3, counted as it resolves, 608.2h) and "Then put
the rest on the bottom of your library in any order"."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I
from arbiter.rules.values import CountOf
from arbiter.scenario.errors import ScenarioError


def _look(line: str, name: str, spell: bool) -> I.LookAtTop:
    [ability] = compile_text(line, name, spell) or [None]
    [step] = ability.instructions
    assert isinstance(step, I.LookAtTop)
    return step


@pytest.mark.parametrize(("name", "line", "spell", "pick", "rest"), [
    ("Kaslem's Stonetree", "When this artifact enters, look at the top six cards of your "
     "library. You may put a land card from among them onto the battlefield tapped. Put the "
     "rest on the bottom in a random order.", False,
     dict(count=1, to="battlefield", may=True, tapped=True), "bottom_random"),
    ("Cartographer's Survey", "Look at the top seven cards of your library. Put up to two land "
     "cards from among them onto the battlefield tapped. Put the rest on the bottom of your "
     "library in a random order.", True,
     dict(count=2, to="battlefield", up_to=True, tapped=True), "bottom_random"),
    ("Reality Heist", "Look at the top seven cards of your library. You may reveal up to two "
     "artifact cards from among them and put them into your hand. Put the rest on the bottom "
     "of your library in a random order.", True,
     dict(count=2, to="hand", up_to=True, may=True, reveal=True), "bottom_random"),
    ("Sage of Days", "When this creature enters, look at the top three cards of your library. "
     "You may put one of those cards back on top of your library. Put the rest into your "
     "graveyard.", False, dict(count=1, to="top", up_to=True), "graveyard"),
    ("Ancient Stirrings", "Look at the top five cards of your library. You may reveal a "
     "colorless card from among them and put it into your hand. Then put the rest on the "
     "bottom of your library in any order.", True,
     dict(count=1, to="hand", may=True, reveal=True), "bottom_any"),
    ("Tazri, Beacon of Unity", "{2/U}{2/B}{2/R}{2/G}: Look at the top six cards of your "
     "library. You may reveal up to two Cleric, Rogue, Warrior, Wizard, and/or Ally cards "
     "from among them and put them into your hand. Put the rest on the bottom of your library "
     "in a random order.", False,
     dict(count=2, to="hand", up_to=True, may=True, reveal=True), "bottom_random"),
])
def test_401_2_look_at_top_pick_lines(name: str, line: str, spell: bool, pick: dict,
                                      rest: str) -> None:
    step = _look(line, name, spell)
    [got] = step.picks
    assert {k: getattr(got, k) for k in pick} == pick
    assert step.rest == rest


def test_107_3_machinate_x_is_the_artifacts_you_control() -> None:
    step = _look("Look at the top X cards of your library, where X is the number of artifacts "
                 "you control. Put one of those cards into your hand and the rest on the "
                 "bottom of your library in any order.", "Machinate", True)
    assert isinstance(step.n, CountOf)


def test_608_2c_a_pick_of_two_descriptions_is_one_pick_for_each() -> None:
    """"a creature card and/or a land card" is one card of each description: two optional
    picks, one after the other (never one pick of either kind)."""
    step = _look("Look at the top four cards of your library. You may reveal a creature "
                 "card and/or a land card from among them and put the revealed cards into "
                 "your hand. Put the rest on the bottom of your library in any order.",
                 "Gift of the Gargantuan", True)
    assert [(p.count, p.may, p.reveal, p.to) for p in step.picks] == [(1, True, True, "hand")] * 2
    assert [type(p.selector.parts[-1]).__name__ for p in step.picks] == ["IsType", "IsType"]
    assert [p.selector.parts[-1].card_type for p in step.picks] == ["Creature", "Land"]
    assert step.rest == "bottom_any"


def _library(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", 0)]


_SEVEN = ("[Grizzly Bears, {card: Forest, as: forest}, Island, Serra Angel, Plains, Swamp, "
          "Wastes]")


def test_401_2_kaslems_stonetree_puts_a_land_onto_the_battlefield_tapped(board) -> None:
    """The Forest among the top six enters tapped; the other five go to the bottom; the
    seventh card, Wastes, is now on top."""
    game = board(f"""
        name: Kaslem's Stonetree
        library: {{Alice: {_SEVEN}, Bob: [Island]}}
        actions:
          - {{enter: {{card: Kaslem's Stonetree}}, choices: {{look: forest}}}}
    """)
    forest = next(o for o in game.state.battlefield() if game.name_of(o) == "Forest")
    assert game.obj(forest).tapped
    library = _library(game)
    assert library[0] == "Wastes" and sorted(library[1:]) == [
        "Grizzly Bears", "Island", "Plains", "Serra Angel", "Swamp"]


def test_401_2_kaslems_stonetree_cant_put_a_creature(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Kaslem's Stonetree, a creature
            library: {Alice: [{card: Grizzly Bears, as: bears}, Forest], Bob: [Island]}
            actions:
              - {enter: {card: Kaslem's Stonetree}, choices: {look: bears}}
        """)


def test_401_2_cartographers_survey_two_lands_enter_tapped(board) -> None:
    game = board("""
        name: Cartographer's Survey
        hand: {Alice: [Cartographer's Survey]}
        library: {Alice: [{card: Forest, as: f}, Grizzly Bears, {card: Island, as: i}, Plains,
                          Swamp], Bob: [Island]}
        choices: [f, i]
        actions:
          - {cast: Cartographer's Survey}
    """)
    lands = [o for o in game.state.battlefield() if game.name_of(o) in ("Forest", "Island")]
    assert len(lands) == 2 and all(game.obj(o).tapped for o in lands)
    assert sorted(_library(game)) == ["Grizzly Bears", "Plains", "Swamp"]


def test_608_2h_machinate_looks_at_as_many_cards_as_artifacts(board) -> None:
    """Two artifacts: Alice looks at two cards, takes the Island; the Forest goes to the
    bottom; Mountain and Plains are untouched on top."""
    game = board("""
        name: Machinate
        battlefield: [Sol Ring, Mind Stone]
        hand: {Alice: [Machinate]}
        library: {Alice: [Forest, {card: Island, as: island}, Mountain, Plains], Bob: [Island]}
        actions:
          - {cast: Machinate, choices: {look: island}}
    """)
    assert [game.name_of(o) for o in game.state.zone_list("hand", 0)] == ["Island"]
    assert _library(game) == ["Mountain", "Plains", "Forest"]


def test_401_2_sage_of_days_keeps_one_on_top(board) -> None:
    """Alice keeps the Serra Angel on top; the other two cards go to her graveyard."""
    game = board("""
        name: Sage of Days
        library: {Alice: [Forest, {card: Serra Angel, as: angel}, Island, Plains],
                  Bob: [Island]}
        actions:
          - {enter: {card: Sage of Days}, choices: {look: angel}}
    """)
    assert _library(game) == ["Serra Angel", "Plains"]
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Forest", "Island"]
