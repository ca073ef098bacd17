"""Conditions about players and the whole game (611.3b "as long as", 614.1c "enters tapped
unless", 601.2f "costs less if"): real Oracle lines compiled, then played on boards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.turn.player_actions import play_land
from arbiter.rules import conditions as C
from arbiter.rules import static_conditions as SC
from arbiter.rules.player_state_conditions import (
    AnyOf,
    MoreCardsInHandThanEachOpponent,
    MostCommonColor,
    OpponentCount,
    OpponentOwnsCardInExile,
    OpponentPoisoned,
    SomeGraveyardAtLeast,
    SomeLibraryAtMost,
)
from arbiter.vocab import Color

_DB = CardDatabase.bundled()


def _condition(name: str, needle: str) -> object:
    face = _DB.get(name).faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if needle in x)
    # 201.5c: today's text may call a legendary by its shortened name ("Svyelun has ...").
    (ability,) = compile_text(line, face.name, legendary="Legendary" in face.supertypes)
    if getattr(ability, "kind", None) == "enters_tapped":
        return ability.spec[0]
    conds = {spec.condition for spec in ability.effects} | {ability.condition}
    conds.discard(None)
    (cond,) = conds
    return cond


@pytest.mark.parametrize(("name", "needle", "expected"), [
    # 102.2-102.3: the number of opponents
    ("Sea of Clouds", "opponents", C.Compare(OpponentCount(), ">=", 2)),
    ("Spire Garden", "opponents", C.Compare(OpponentCount(), ">=", 2)),
    ("Training Center", "opponents", C.Compare(OpponentCount(), ">=", 2)),
    ("Luxury Suite", "opponents", C.Compare(OpponentCount(), ">=", 2)),
    ("Morphic Pool", "opponents", C.Compare(OpponentCount(), ">=", 2)),
    ("Bountiful Promenade", "opponents", C.Compare(OpponentCount(), ">=", 2)),
    # 105.1: the most common color among all permanents
    ("Zanam Djinn", "most common", MostCommonColor(Color.BLUE)),
    ("Goham Djinn", "most common", MostCommonColor(Color.BLACK)),
    ("Halam Djinn", "most common", MostCommonColor(Color.RED)),
    ("Ruham Djinn", "most common", MostCommonColor(Color.WHITE)),
    ("Sulam Djinn", "most common", MostCommonColor(Color.GREEN)),
    # 402.1: hands
    ("Okina Nightwatch", "cards in hand", MoreCardsInHandThanEachOpponent()),
    ("Secretkeeper", "cards in hand", MoreCardsInHandThanEachOpponent()),
    ("Guul Draz Specter", "no cards in hand", SC.AnOpponent("hand", "==", 0)),
    # 122.1f, 406.1, 401.1, 404.1
    ("Viridian Betrayers", "poisoned", OpponentPoisoned()),
    ("Warden of the Beyond", "exile", OpponentOwnsCardInExile()),
    ("Isleback Spawn", "library", SomeLibraryAtMost(20)),
    ("Swimmer in Nightmares", "single graveyard", SomeGraveyardAtLeast(10)),
])
def test_player_state_conditions_compile(name: str, needle: str, expected: object) -> None:
    assert _condition(name, needle) == expected


@pytest.mark.parametrize(("name", "needle", "kind"), [
    ("Murasa Behemoth", "graveyard", C.Compare),
    ("Ramunap Hydra", "graveyard", C.Compare),
    ("Vengeful Firebrand", "graveyard", C.Compare),
    ("Windwright Mage", "graveyard", C.Compare),
    ("Bloodfire Enforcers", "graveyard", SC.AllOf),
    ("Sidewinder Naga", "Desert", AnyOf),
    ("Solitary Camel", "Desert", AnyOf),
    ("Kumena's Speaker", "Merfolk", AnyOf),
    ("Ice-Fang Coatl", "snow", C.Compare),
    ("Svyelun of Sea and Sky", "Merfolk", C.Compare),
])
def test_count_conditions_compile(name: str, needle: str, kind: type) -> None:
    assert isinstance(_condition(name, needle), kind)


@pytest.mark.parametrize(("players", "tapped"), [(["Alice", "Bob"], True),
                                                 (["Alice", "Bob", "Carol"], False)])
def test_614_1c_enters_tapped_unless_two_or_more_opponents(board, players, tapped) -> None:
    """Sea of Clouds enters tapped in a two-player game (one opponent), untapped with two."""
    game = board(f"""
        name: sea
        players: {players}
        hand: {{Alice: [{{card: Sea of Clouds, as: sea}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    play_land(game, 0, obj_id(game, "sea"))
    assert game.obj(obj_id(game, "sea")).tapped is tapped


@pytest.mark.parametrize(("others", "pt"), [
    ([], (3, 4)),                                   # only blue: blue is most common
    (["Grizzly Bears"], (3, 4)),                    # blue 1, green 1: tied
    (["Grizzly Bears", "Llanowar Elves"], (5, 6)),  # green 2 beats blue 1
    (["Grizzly Bears", "Llanowar Elves", "Coral Merfolk"], (3, 4)),  # tied again 2-2
])
def test_105_1_zanam_djinn_most_common_color(board, others, pt) -> None:
    """Zanam Djinn (5/6) gets -2/-2 while blue is the most common color among all
    permanents or tied for it; Bob's permanents count too, lands (colorless) don't."""
    bf = ", ".join(["{card: Zanam Djinn, as: d}", "Island"]
                   + [f"{{card: {n}, controller: Bob}}" for n in others])
    game = board(f"""
        name: djinn
        battlefield: [{bf}]
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    ch = game.chars(obj_id(game, "d"))
    assert (ch.power, ch.toughness) == pt


@pytest.mark.parametrize(("mine", "theirs", "pt"), [(2, 1, (7, 6)), (2, 2, (4, 3)),
                                                    (0, 0, (4, 3))])
def test_402_1_okina_nightwatch_more_cards_than_each_opponent(board, mine, theirs,
                                                             pt) -> None:
    """Okina Nightwatch (4/3) gets +3/+3 only with strictly more cards in hand."""
    game = board(f"""
        name: okina
        battlefield: [{{card: Okina Nightwatch, as: o}}]
        hand: {{Alice: {["Plains"] * mine}, Bob: {["Plains"] * theirs}}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    ch = game.chars(obj_id(game, "o"))
    assert (ch.power, ch.toughness) == pt


@pytest.mark.parametrize(("graveyard", "pt"), [
    ({"Alice": ["Forest"]}, (8, 8)),
    ({"Bob": ["Forest"]}, (5, 5)),          # only your graveyard counts
    ({"Alice": ["Grizzly Bears"]}, (5, 5)),
])
def test_404_1_murasa_behemoth_land_card_in_your_graveyard(board, graveyard, pt) -> None:
    game = board(f"""
        name: murasa
        battlefield: [{{card: Murasa Behemoth, as: m}}]
        graveyard: {graveyard}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    ch = game.chars(obj_id(game, "m"))
    assert (ch.power, ch.toughness) == pt


def test_kumenas_speaker_another_merfolk_or_an_island(board) -> None:
    """Kumena's Speaker (Merfolk, 1/1) alone: no bonus (it isn't "another" Merfolk); with an
    Island: 2/2. Bob's Island doesn't count."""
    game = board("""
        name: speaker
        battlefield: [{card: "Kumena's Speaker", as: k}, {card: Island, controller: Bob}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert game.chars(obj_id(game, "k")).power == 1
    game = board("""
        name: speaker
        battlefield: [{card: "Kumena's Speaker", as: k}, Island]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert game.chars(obj_id(game, "k")).power == 2


def test_122_1f_viridian_betrayers_infect_while_an_opponent_is_poisoned(board) -> None:
    game = board("""
        name: betrayers
        battlefield: [{card: Viridian Betrayers, as: v}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not game.chars(obj_id(game, "v")).has_keyword("infect")
    game.state.players[1].poison = 1
    game.state.touch()
    assert game.chars(obj_id(game, "v")).has_keyword("infect")


def test_406_1_warden_of_the_beyond_opponent_owns_a_card_in_exile(board) -> None:
    for exile, pt in (({"Alice": ["Plains"]}, (2, 2)), ({"Bob": ["Plains"]}, (4, 4))):
        game = board(f"""
            name: warden
            battlefield: [{{card: Warden of the Beyond, as: w}}]
            exile: {exile}
            library: {{Alice: [Plains], Bob: [Plains]}}
        """)
        ch = game.chars(obj_id(game, "w"))
        assert (ch.power, ch.toughness) == pt


def test_601_2f_igneous_elemental_costs_less_with_a_land_card_in_your_graveyard(
        board) -> None:
    from arbiter.engine.casting.total_cost import total_cost

    for graveyard, cost in (({"Alice": ["Forest"]}, "{2}{R}{R}"), ({"Bob": ["Forest"]},
                                                              "{4}{R}{R}")):
        game = board(f"""
            name: igneous
            hand: {{Alice: [{{card: Igneous Elemental, as: e}}]}}
            graveyard: {graveyard}
            library: {{Alice: [Plains], Bob: [Plains]}}
        """)
        assert str(total_cost(game, obj_id(game, "e"), 0, None)[0]) == cost
