"""Library templates from real Oracle lines, played through the engine:

- 701.23 / 401.4: "Search your library for up to three creature cards, reveal them, then
  shuffle and put those cards on top in any order." (Congregation at Dawn), "... for any
  number of Goblin cards ..." (Goblin Recruiter): the cards found go on top after the
  shuffle, in the order their owner chooses;
- 701.20a: "Reveal the top seven cards of your library. Put all enchantment cards from among
  them into your hand and the rest on the bottom of your library in a random order." (Marina
  Vendrell), "Reveal the top X cards ... Put all land cards from among them onto the
  battlefield tapped ..." (Animist's Awakening): every matching card, no choice;
- 406.3: "Look at the top five cards of your library, put one of them into your hand, and
  exile the rest." (Browse).
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.search_cards import SearchToTop
from arbiter.rules.instructions import objects as I
from arbiter.rules.values import ChosenX
from arbiter.scenario.errors import ScenarioError


def _library(game, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.name_of(o) for o in game.state.zone_list("library", player)]


def _zone(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


@pytest.mark.parametrize(("name", "line", "spell", "n", "up_to"), [
    ("Congregation at Dawn", "Search your library for up to three creature cards, reveal "
     "them, then shuffle and put those cards on top in any order.", True, 3, True),
    ("Scouting Trek", "Search your library for any number of basic land cards, reveal those "
     "cards, then shuffle and put them on top.", True, None, True),
])
def test_701_23_search_several_then_on_top_lines(name: str, line: str, spell: bool, n: object,
                                                  up_to: bool) -> None:
    [ability] = compile_text(line, name, spell) or [None]
    [step] = ability.instructions
    assert isinstance(step, SearchToTop) and (step.n, step.up_to) == (n, up_to)


def test_401_4_congregation_at_dawn_three_creatures_on_top_in_the_chosen_order(board) -> None:
    """Alice finds the Bears, the Angel and the Elves; after the shuffle she puts the Angel
    on top, then the Bears, then the Elves (401.4: she orders them); the lands are below."""
    game = board("""
        name: Congregation at Dawn
        hand: {Alice: [Congregation at Dawn]}
        library: {Alice: [Forest, {card: Grizzly Bears, as: bears}, Island,
                          {card: Serra Angel, as: angel}, Mountain,
                          {card: Llanowar Elves, as: elves}], Bob: [Island]}
        choices: [bears, angel, elves, angel, bears]
        actions:
          - {cast: Congregation at Dawn}
    """)
    library = _library(game)
    assert library[:3] == ["Serra Angel", "Grizzly Bears", "Llanowar Elves"]
    assert sorted(library[3:]) == ["Forest", "Island", "Mountain"]


def test_701_23b_goblin_recruiter_finds_only_goblins(solve) -> None:
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve("""
            name: Goblin Recruiter, a Forest
            library: {Alice: [{card: Forest, as: forest}, Raging Goblin], Bob: [Island]}
            actions:
              - {enter: {card: Goblin Recruiter}, choices: {search: [forest]}}
        """)


def test_401_4_goblin_recruiter_puts_the_goblins_found_on_top(board) -> None:
    """Both Goblins are found ("any number", 701.23b); Goblin Piker goes on top, then Raging
    Goblin; the two lands are below them."""
    game = board("""
        name: Goblin Recruiter
        library: {Alice: [Forest, {card: Raging Goblin, as: raging}, Island,
                          {card: Goblin Piker, as: piker}], Bob: [Island]}
        choices: [raging, piker, piker]
        actions:
          - {enter: {card: Goblin Recruiter}}
    """)
    library = _library(game)
    assert library[:2] == ["Goblin Piker", "Raging Goblin"]
    assert sorted(library[2:]) == ["Forest", "Island"]


def test_701_20a_marina_vendrell_takes_every_enchantment_among_the_seven(board) -> None:
    """Both enchantments among the top seven go to Alice's hand with no choice; the five other
    cards go to the bottom; Wastes, the eighth card, is now on top."""
    game = board("""
        name: Marina Vendrell
        library: {Alice: [Forest, Pacifism, Island, Oblivion Ring, Plains, Swamp, Mountain,
                          Wastes], Bob: [Island]}
        actions:
          - {enter: {card: Marina Vendrell}}
    """)
    assert _zone(game, "hand") == ["Oblivion Ring", "Pacifism"]
    library = _library(game)
    assert library[0] == "Wastes"
    assert sorted(library[1:]) == ["Forest", "Island", "Mountain", "Plains", "Swamp"]


def test_701_20a_reveal_x_put_all_lands_onto_the_battlefield_tapped_line() -> None:
    """Animist's Awakening's first line (its spell mastery line is still unread, so the card
    isn't played here): the top X cards (X of the spell, 107.3), every land among them enters
    tapped, no choice."""
    [ability] = compile_text("Reveal the top X cards of your library. Put all land cards from "
                             "among them onto the battlefield tapped and the rest on the "
                             "bottom of your library in a random order.", "Animist's Awakening",
                             True)
    [step] = ability.instructions
    assert isinstance(step, I.LookAtTop) and isinstance(step.n, ChosenX)
    [pick] = step.picks
    assert (pick.every, pick.to, pick.tapped, step.rest) == (True, "battlefield", True,
                                                             "bottom_random")
    assert pick.selector.parts[-1].card_type == "Land"


def test_406_3_browse_exiles_the_rest(board) -> None:
    """Browse: Alice takes the Angel; the four other cards of the top five are exiled; the
    sixth card stays in the library."""
    game = board("""
        name: Browse
        battlefield: [{card: Browse, as: browse}]
        library: {Alice: [Forest, {card: Serra Angel, as: angel}, Island, Plains, Swamp,
                          Wastes], Bob: [Island]}
        actions:
          - {activate: {card: browse, ability: 1, choices: {look: angel}}}
    """)
    assert _zone(game, "hand") == ["Serra Angel"]
    assert _zone(game, "exile") == ["Forest", "Island", "Plains", "Swamp"]
    assert _library(game) == ["Wastes"]


def test_406_3_exile_the_rest_reads_as_the_rest_of_a_look() -> None:
    [ability] = compile_text("{2}{U}{U}: Look at the top five cards of your library, put one of "
                             "them into your hand, and exile the rest.", "Browse", False)
    [step] = ability.instructions
    assert isinstance(step, I.LookAtTop) and step.rest == "exile"


def test_603_6a_skyserpent_seeker_two_lands_enter_tapped_together(board) -> None:
    """701.20a: cards are revealed until two land cards are: the Forest and the Island enter
    tapped; the two creatures revealed go to the bottom; the Plains, never revealed, is now on
    top; the Seeker gets its +1/+1 counter."""
    game = board("""
        name: Skyserpent Seeker
        battlefield: [{card: Skyserpent Seeker, as: seeker}]
        library: {Alice: [Grizzly Bears, Forest, Serra Angel, Island, Plains], Bob: [Island]}
        actions:
          - {activate: {card: seeker, ability: exhaust}}
    """)
    lands = [o for o in game.state.battlefield() if game.name_of(o) in ("Forest", "Island")]
    assert len(lands) == 2 and all(game.obj(o).tapped for o in lands)
    library = _library(game)
    assert library[0] == "Plains" and sorted(library[1:]) == ["Grizzly Bears", "Serra Angel"]
    seeker = next(o for o in game.state.battlefield() if game.name_of(o) == "Skyserpent Seeker")
    assert game.obj(seeker).counters.get("+1/+1") == 1


def test_205_4c_basic_distributes_over_the_land_types_of_the_series() -> None:
    """"a basic Forest, Plains, or Island card": each land type with "basic" (never a
    nonbasic Plains)."""
    [ability] = compile_text("Search your library for a basic Forest, Plains, or Island card, "
                             "put it onto the battlefield tapped, then shuffle.", "Test", True)
    [step] = ability.instructions
    [_, alternatives] = step.selector.parts
    assert [(p.parts[0].supertype, p.parts[1].subtype) for p in alternatives.parts] == [
        ("Basic", "Forest"), ("Basic", "Plains"), ("Basic", "Island")]


_PANORAMA = """
    name: Bant Panorama
    battlefield: [{{card: Bant Panorama, as: panorama}}]
    library: {{Alice: [{{card: Savannah, as: savannah}}, {{card: Plains, as: plains}}, Swamp],
              Bob: [Island]}}
    actions:
      - {{activate: {{card: panorama, ability: "{{1}}", choices: {{search: {pick}}}}}}}
"""


def test_205_4c_bant_panorama_cant_find_a_nonbasic_plains(solve) -> None:
    """Savannah is a Forest Plains but not basic: Bant Panorama can't find it."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(_PANORAMA.format(pick="savannah"))


def test_701_23_bant_panorama_finds_a_basic_plains(board) -> None:
    game = board(_PANORAMA.format(pick="plains"))
    [plains] = [o for o in game.state.battlefield() if game.name_of(o) == "Plains"]
    assert game.obj(plains).tapped
    assert sorted(_library(game)) == ["Savannah", "Swamp"]
    assert _zone(game, "graveyard") == ["Bant Panorama"]


def test_701_23b_axgard_armory_an_aura_and_or_an_equipment(board) -> None:
    """"an Aura card and/or an Equipment card": Alice takes the Aura and declines the
    Equipment (each description states a quality, 701.23b)."""
    game = board("""
        name: Axgard Armory
        battlefield: [{card: Axgard Armory, as: armory, tapped: false}]
        library: {Alice: [Forest, {card: Pacifism, as: aura}, Bonesplitter], Bob: [Island]}
        choices: [aura, done]
        actions:
          - {activate: {card: armory, ability: "{1}"}}
    """)
    assert _zone(game, "hand") == ["Pacifism"]
    assert sorted(_library(game)) == ["Bonesplitter", "Forest"]


def test_608_2c_kaalia_an_angel_a_demon_and_or_a_dragon(board) -> None:
    """"You may reveal an Angel card, a Demon card, and/or a Dragon card from among them":
    one pick for each description; no Demon among the six, so Alice takes the Angel and the
    Dragon; the four others go to the bottom and Wastes, the seventh card, is on top."""
    game = board("""
        name: Kaalia, Zenith Seeker
        library: {Alice: [{card: Serra Angel, as: angel}, Forest, {card: Shivan Dragon, as: dragon},
                          Island, Plains, Swamp, Wastes], Bob: [Island]}
        choices: [angel, dragon]
        actions:
          - {enter: {card: "Kaalia, Zenith Seeker"}}
    """)
    assert _zone(game, "hand") == ["Serra Angel", "Shivan Dragon"]
    library = _library(game)
    assert library[0] == "Wastes" and sorted(library[1:]) == ["Forest", "Island", "Plains",
                                                              "Swamp"]


_SPINNER = """
    name: Spinner of Souls
    battlefield: [Spinner of Souls, {{card: Grizzly Bears, as: bears}}]
    hand: {{Alice: [Lightning Bolt]}}
    library: {{Alice: [Forest, Island, Serra Angel, Plains], Bob: [Island]}}
    actions:
      - {{cast: Lightning Bolt, targets: [bears], choices: {{may: "{answer}"}}}}
"""


def test_701_20a_spinner_of_souls_may_reveal_until_a_creature(board) -> None:
    """The Bears die; Alice reveals Forest, Island, Serra Angel: the Angel goes to her hand,
    the two lands to the bottom; the Plains, never revealed, is on top."""
    game = board(_SPINNER.format(answer="yes"))
    assert _zone(game, "hand") == ["Serra Angel"]
    library = _library(game)
    assert library[0] == "Plains" and sorted(library[1:]) == ["Forest", "Island"]


def test_608_2c_spinner_of_souls_declined_moves_nothing(board) -> None:
    game = board(_SPINNER.format(answer="no"))
    assert _zone(game, "hand") == []
    assert _library(game) == ["Forest", "Island", "Serra Angel", "Plains"]


def test_401_2_genesis_ultimatum_the_rest_into_your_hand(board) -> None:
    """Alice puts the Bears and the Forest onto the battlefield; the rest of the five cards
    (Lightning Bolt, Island, Plains) go to her hand; the sixth card stays; the spell is
    exiled."""
    game = board("""
        name: Genesis Ultimatum
        hand: {Alice: [Genesis Ultimatum]}
        library: {Alice: [{card: Grizzly Bears, as: bears}, Lightning Bolt,
                          {card: Forest, as: forest}, Island, Plains, Swamp], Bob: [Island]}
        choices: [bears, forest, done]
        actions:
          - {cast: Genesis Ultimatum}
    """)
    assert sorted(game.name_of(o) for o in game.state.battlefield()) == ["Forest",
                                                                         "Grizzly Bears"]
    assert _zone(game, "hand") == ["Island", "Lightning Bolt", "Plains"]
    assert _library(game) == ["Swamp"]
    assert _zone(game, "exile") == ["Genesis Ultimatum"]
