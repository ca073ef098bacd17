"""The coverage report (issue 13 item 4): traditional cards apart from Un-set, Alchemy,
plane, scheme and vanguard cards; per-keyword counts; the share of any list of names
(`--names FILE`, e.g. the most-printed cards)."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter.cards.database import CardDatabase
from arbiter.cards.name_list import read_name_list
from arbiter.cli import main
from arbiter.compiler.catalog import Catalog
from arbiter.compiler.coverage import kind_of, measure


def _record(name: str, text: str, types: list[str], **extra: object) -> dict:
    face = {"name": name, "manaCost": "{1}{G}", "type": " ".join(types), "types": types,
            "text": text, "power": "2", "toughness": "2"}
    return {"name": name, "layout": "normal", "faces": [face], **extra}


def _catalog() -> Catalog:
    return Catalog(CardDatabase([
        _record("Read Bear", "Flying", ["Creature"], keywords=["Flying"]),
        _record("Unread Bear", "Flying\nWhenever the moon is full, flip a coin.", ["Creature"],
                keywords=["Flying"]),
        _record("Silly Bear", "Trample", ["Creature"], isUnset=True, keywords=["Trample"]),
        _record("Digital Bear", "Haste", ["Creature"], isAlchemy=True),
        _record("Some Plane", "Whenever the moon is full, each player flips a coin.",
                ["Plane"]),
    ]))


def test_traditional_cards_apart_from_un_set_alchemy_and_variant_cards() -> None:
    cov = measure(_catalog())
    kinds = cov.as_dict()["per_kind"]
    assert {k: (v["cards"], v["fully_read"]) for k, v in kinds.items()} == {
        "traditional": (2, 1), "un-set": (1, 1), "alchemy": (1, 1), "plane": (1, 0)}
    assert cov.traditional() == (2, 1)
    assert (cov.cards, cov.fully_read) == (5, 3)  # reported apart, not left out


def test_per_keyword_counts_cards_with_the_keyword_and_how_many_are_fully_read() -> None:
    per = measure(_catalog()).as_dict()["per_keyword"]
    assert per["flying"] == {"cards": 2, "fully_read": 1, "share": 0.5}
    assert per["trample"]["cards"] == 1


def test_kind_of_a_record() -> None:
    db = _catalog().db
    assert kind_of(db.get("Read Bear")) == "traditional"
    assert kind_of(db.get("Silly Bear")) == "un-set"
    assert kind_of(db.get("Some Plane")) == "plane"


def test_a_name_list_in_any_usual_form(tmp_path: Path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("# printings<TAB>name\n47\tRead Bear\n4 Unread Bear\nNo Such Card\n"
                    "Read Bear\n", encoding="utf-8")
    names = read_name_list(path, _catalog().db)
    assert names.found == ["Read Bear", "Unread Bear"]
    assert names.unknown == ["No Such Card"]


def test_cli_names_share(tmp_path: Path, capsys) -> None:
    path = tmp_path / "mid.txt"
    path.write_text("Grizzly Bears\nTovolar, Dire Overlord\nNot A Card Name\n", encoding="utf-8")
    assert main(["cards", "coverage", "--set", "MID", "--names", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)["names"]
    assert data["cards"] == 2 and data["unknown"] == ["Not A Card Name"]
    assert data["fully_read"] == 2 - len(data["unread"])
