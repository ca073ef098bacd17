"""Deck files as players export them (issue 17): plain lists, MTGO .txt with its sideboard
after a blank line, Arena exports (headers, set and collector number), MTGO .dek XML. The
sideboard, commander and companion are kept apart from the main deck (100.4a, 103.2a), never
merged into it; anything ambiguous or malformed is one DeckError naming the file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cli import main
from arbiter.decks import DeckError, load_deck, load_deck_file, read_deck, sample_decks
from arbiter.engine.deck_check import unread_cards


def test_plain_list_is_all_main_deck(catalog) -> None:
    deck = read_deck("# burn\n4 Lightning Bolt\n4x Mountain\n", "burn.txt", catalog.db)
    assert deck.form == "plain"
    assert deck.main == ["Lightning Bolt"] * 4 + ["Mountain"] * 4 and deck.sideboard == []


def test_100_4a_mtgo_txt_sideboard_after_a_blank_line_is_kept_apart(catalog) -> None:
    text = "20 Mountain\n4 Lightning Bolt\n\n3 Pyroblast\n2 Smash to Smithereens\n"
    deck = read_deck(text, "mtgo.txt", catalog.db)
    assert deck.form == "mtgo"
    assert len(deck.main) == 24 and "Pyroblast" not in deck.main
    assert deck.sideboard == ["Pyroblast"] * 3 + ["Smash to Smithereens"] * 2


def test_a_sideboard_header_starts_the_sideboard(catalog) -> None:
    deck = read_deck("4 Lightning Bolt\nSideboard\n2 Pyroblast\n", "s.txt", catalog.db)
    assert deck.main == ["Lightning Bolt"] * 4 and deck.sideboard == ["Pyroblast"] * 2


def test_arena_export_with_sections_set_codes_and_numbers(catalog) -> None:
    text = ("About\nName Mono Red\n\nCommander\n1 Krenko, Mob Boss (M13) 139\n\n"
            "Companion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n4 Lightning Bolt (M10) 146\n"
            "20 Mountain (ZEN) 242a\n\nSideboard\n2 Pyroblast (ICE) 213\n")
    deck = read_deck(text, "arena.txt", catalog.db)
    assert deck.form == "arena"
    assert deck.main == ["Lightning Bolt"] * 4 + ["Mountain"] * 20
    assert deck.commander == ["Krenko, Mob Boss"]
    assert deck.companion == ["Lurrus of the Dream-Den"]
    assert deck.sideboard == ["Pyroblast"] * 2
    assert deck.summary() == "24 cards, sideboard 2, commander 1, companion 1"


def test_mtgo_dek_xml_main_and_sideboard(catalog) -> None:
    text = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="x">\n'
            '  <NetDeckID>0</NetDeckID>\n'
            '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n'
            '  <Cards CatID="2" Quantity="2" Sideboard="true" Name="Fire/Ice" />\n'
            '  <Cards CatID="3" Quantity="20" Sideboard="false" Name="Mountain" />\n</Deck>\n')
    deck = read_deck(text, "deck.dek", catalog.db)
    assert deck.form == "dek"
    assert deck.main == ["Lightning Bolt"] * 4 + ["Mountain"] * 20
    assert deck.sideboard == ["Fire // Ice"] * 2  # MTGO's split-card name


def test_a_third_blank_line_group_is_refused_not_guessed(catalog) -> None:
    with pytest.raises(DeckError, match=r"g\.txt: line 5: a third group of cards"):
        read_deck("4 Lightning Bolt\n\n4 Shock\n\n20 Mountain\n", "g.txt", catalog.db)


@pytest.mark.parametrize(("text", "message"), [
    ("4 Lightning Bolt (M10) 146\n4 Nonsense Card (M10) 1\n", "line 2"),
    ("Sideboard\n2 Pyroblast\n", "the main deck has no cards"),
    ("<Deck><Cards Quantity='x' Name='Shock'/></Deck>", "whole-number Quantity"),
    ("<?xml version='1.0'?><Deck><Cards", "not a readable .dek XML file"),
    ("<Deck><Cards Quantity='1' Name='Shock' Sideboard='maybe'/></Deck>", "true or false"),
    ("Deck\nfour Shock\n", "line 2: expected '<count> <card name>' or a header"),
])
def test_malformed_lists_are_one_error_naming_the_place(catalog, text, message) -> None:
    with pytest.raises(DeckError, match="bad.txt") as e:
        read_deck(text, "bad.txt", catalog.db)
    assert message in str(e.value)


def test_sample_decks_and_files_load(tmp_path: Path, catalog) -> None:
    assert len(load_deck("green-stompy")) == 60
    path = tmp_path / "mtgo.txt"
    path.write_text("40 Forest\n20 Grizzly Bears\n\n15 Naturalize\n", encoding="utf-8")
    deck = load_deck_file(str(path), catalog.db)
    assert len(deck.main) == 60 and len(deck.sideboard) == 15
    assert load_deck(str(path), catalog.db) == deck.main


@pytest.mark.parametrize("name", sorted(sample_decks()))
def test_every_bundled_sample_deck_is_a_legal_constructed_deck_fully_read(name: str,
                                                                          catalog) -> None:
    """100.2a: at least 60 cards, no more than four of any card but basic lands; every card
    fully read (a game with unread text would stop, principle 5)."""
    deck = load_deck(name)
    assert len(deck) >= 60
    basics = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert all(deck.count(c) <= 4 for c in set(deck) - basics), name
    assert unread_cards(catalog, [deck]) == {}


def test_simulate_plays_the_main_deck_only(tmp_path: Path, capsys) -> None:
    """An MTGO list's sideboard is not shuffled into the library (103.2a): its Chaos Orbs
    (unread text) would make the game refuse to start if they were in the deck."""
    path = tmp_path / "bears.txt"
    path.write_text("24 Forest\n36 Grizzly Bears\n\n15 Chaos Orb\n", encoding="utf-8")
    assert main(["simulate", str(path), "white-weenie", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "1 games" in out
