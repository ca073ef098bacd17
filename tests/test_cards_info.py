"""`arbiter cards info` (issue 12): what the card data is (its sources and their dates, how
many cards, the newest set seen, how to use a newer file) and, given a name, where that
card's text comes from. Errors are one line and exit 1."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from arbiter.cards import CardDatabase
from arbiter.cards.formats import dump_records
from arbiter.cli import main

DASH = "\u2014"
FACE = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "manaValue": 2, "colors": ["G"],
        "type": f"Creature {DASH} Bear", "types": ["Creature"], "subtypes": ["Bear"],
        "power": "2", "toughness": "2"}
META = {
    "sources": [
        {"id": "mtgjson-2026", "date": "2026-07-03", "name": "MTGJSON Oracle data",
         "use": "the Oracle text", "supplied": "2 cards"},
        {"id": "scryfall-2025", "date": "2025-09-25", "name": "Scryfall oracle data",
         "use": "other faces", "supplied": "1 other faces"},
    ],
    "counts": {"cards": 2, "faces": 3, "incompleteCards": 1, "missingFaces": 1,
               "alchemy": 1, "unset": 0, "battles": 0, "battlesWithDefense": 0,
               "inferred": 0, "skipped": 0},
    "newestSet": {"code": "MSH", "name": "Marvel Super Heroes",
                  "partly": {"code": "HOB", "name": "The Hobbit",
                             "lacking": ["Belladonna Took"]}},
}
RECORDS = [
    {"name": "Grizzly Bears", "layout": "normal", "faces": [FACE], "isAlchemy": True,
     "provenance": {"source": "mtgjson-2026", "oracleAsOf": "2026-07-03",
                    "setCodes": ["LEA"], "setCodesAsOf": "2022-04-25"}},
    {"name": "Bear Hug // Big Squeeze", "layout": "adventure", "missingFaces": ["Big Squeeze"],
     "faces": [{**FACE, "name": "Bear Hug"}],
     "provenance": {"source": "mtgjson-2026", "oracleAsOf": "2026-07-03",
                    "inferred": ["color indicator of X: G, the card's color identity"]}},
]


@pytest.fixture
def card_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A small file of the built format, version 2; `--cards` sets $ARBITER_CARDS, so the
    variable is restored afterwards."""
    monkeypatch.setenv("ARBITER_CARDS", "")
    monkeypatch.delenv("ARBITER_CARDS")
    path = tmp_path / "cards.json.gz"
    path.write_bytes(gzip.compress(dump_records(RECORDS, meta=META), mtime=0))
    return path


def test_info_of_a_built_file_names_sources_dates_counts_and_newest_set(
        card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "info", "--cards", str(card_file)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Card data: {card_file} (named by $ARBITER_CARDS or --cards)"
    assert out[1] == "2 cards, 3 faces."
    assert out[2].startswith("1 cards lack a face that no source holds (1 faces)")
    assert ("Newest set seen: Marvel Super Heroes (MSH); The Hobbit (HOB) only in part "
            "(no Belladonna Took).") in out
    assert "Of which: 1 Alchemy cards (digital-only)." in out
    i = out.index("Sources, newest first:")
    assert out[i + 1] == "  2026-07-03  MTGJSON Oracle data [mtgjson-2026]"
    assert out[i + 2].strip() == "supplied 2 cards"
    assert out[i + 4] == "  2025-09-25  Scryfall oracle data [scryfall-2025]"
    assert out[-1].startswith("To use a newer file of your own: ARBITER_CARDS=PATH")


def test_info_of_one_card_says_where_each_face_comes_from(
        card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "info", "Bear Hug", "--cards", str(card_file)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Bear Hug // Big Squeeze (adventure)",
        "  Bear Hug: Oracle text from MTGJSON Oracle data (mtgjson-2026), as of 2026-07-03",
        "  Big Squeeze: missing, no source of the card data holds this face",
        "  inferred: color indicator of X: G, the card's color identity",
    ]
    assert main(["cards", "info", "Grizzly Bears", "--cards", str(card_file)]) == 0
    out = capsys.readouterr().out
    assert "  printed in (as of 2022-04-25): LEA" in out
    assert "  an Alchemy card: digital-only" in out


def test_asking_for_a_missing_face_is_one_error_line(
        card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Big Squeeze", "--cards", str(card_file)]) == 1
    err = capsys.readouterr().err
    assert err == ("ERROR Big Squeeze is a face of Bear Hug // Big Squeeze, but Arbiter's "
                   "card data doesn't have that face: no source it was built from holds its "
                   "text (the card is kept with Bear Hug only)\n")


def test_info_of_an_unknown_card_or_a_bad_file_is_one_error_line(
        card_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "info", "Grizly Bears", "--cards", str(card_file)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ERROR unknown card 'Grizly Bears'; did you mean: Grizzly Bears")
    assert err.count("\n") == 1
    bad = tmp_path / "bad.json"
    bad.write_text("not json", encoding="utf-8")
    assert main(["cards", "info", "--cards", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"ERROR card file '{bad}': not valid JSON") and err.count("\n") == 1


def test_info_of_the_bundled_data(capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever the bundled build is, it says what it is and how many cards it has."""
    monkeypatch.setenv("ARBITER_CARDS", "")
    monkeypatch.delenv("ARBITER_CARDS")
    assert main(["cards", "info"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == ("Card data: the data bundled with Arbiter "
                      "(arbiter/cards/data/cards.json.gz)")
    assert out[1].startswith(f"{len(CardDatabase.bundled()):,} cards, ")
    assert any(line.startswith("Sources, ") for line in out)
    assert out[-1].startswith("To use a newer file of your own: ARBITER_CARDS=PATH")
