"""Loading card files: our built format, MTGJSON AtomicCards and Scryfall oracle-cards.

Facts checked: 202.1b (no mana cost), 202.3b/712.8e (back face mana value), 204.2 (color
indicator), 205 (type lines), 709.4b (split cards)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from arbiter.cards import CardDatabase, CardDataError
from arbiter.cards.formats import dump_records
from arbiter.vocab import Color

DASH = "\u2014"


def _atomic() -> dict[str, object]:
    bears = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "manaValue": 2.0, "colors": ["G"],
             "type": f"Creature {DASH} Bear", "supertypes": [], "types": ["Creature"],
             "subtypes": ["Bear"], "text": "", "power": "2", "toughness": "2",
             "layout": "normal", "printings": ["LEA"], "foreignData": [{"name": "x"}]}
    front = {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets",
             "side": "a", "manaCost": "{U}", "manaValue": 1.0, "colors": ["U"],
             "type": f"Creature {DASH} Human Wizard", "types": ["Creature"],
             "subtypes": ["Human", "Wizard"], "supertypes": [], "text": "Transform.",
             "power": "1", "toughness": "1", "layout": "transform"}
    back = {**front, "faceName": "Insectile Aberration", "side": "b", "manaCost": None,
            "colorIndicator": ["U"], "type": f"Creature {DASH} Human Insect",
            "subtypes": ["Human", "Insect"], "text": "Flying", "power": "3", "toughness": "2"}
    return {"meta": {"version": "5.2.0"},
            "data": {"Grizzly Bears": [bears],
                     "Delver of Secrets // Insectile Aberration": [back, front]}}


def _scryfall() -> list[dict[str, object]]:
    return [
        {"object": "card", "name": "Urborg, Tomb of Yawgmoth", "mana_cost": "",
         "type_line": "Legendary Land", "oracle_text": "Each land is a Swamp in addition to "
         "its other land types.", "colors": [], "layout": "normal", "set": "plc", "cmc": 0.0},
        {"object": "card", "name": "Fire // Ice", "mana_cost": "{1}{R} // {1}{U}",
         "type_line": "Instant // Instant", "colors": ["R", "U"], "layout": "split",
         "cmc": 4.0, "card_faces": [
             {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
              "oracle_text": "Fire deals 2 damage divided as you choose."},
             {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
              "oracle_text": "Tap target permanent.\nDraw a card."}]},
        {"object": "card", "name": "Invasion of Amonkhet // Lazotep Convert",
         "layout": "transform", "cmc": 3.0, "card_faces": [
             {"name": "Invasion of Amonkhet", "mana_cost": "{1}{U}{B}",
              "type_line": f"Battle {DASH} Siege", "oracle_text": "...", "defense": "4",
              "colors": ["U", "B"]},
             {"name": "Lazotep Convert", "mana_cost": "", "type_line": f"Creature {DASH} Zombie",
              "oracle_text": "...", "power": "4", "toughness": "4", "colors": ["U", "B"],
              "color_indicator": ["U", "B"]}]},
        {"object": "card", "name": "Goblin", "type_line": f"Token Creature {DASH} Goblin",
         "colors": ["R"], "layout": "token", "power": "1", "toughness": "1"},
        {"object": "card", "name": "Weird Art", "type_line": "Card", "layout": "art_series"},
    ]


def test_cr_712_load_mtgjson_atomic(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(_atomic()), encoding="utf-8")
    db = CardDatabase.from_path(path)
    assert len(db) == 2
    assert db.get("grizzly bears").front.mana_value == 2
    rec, i = db.face("Insectile Aberration")
    assert rec.name == "Delver of Secrets // Insectile Aberration" and i == 1
    assert [f.side for f in rec.faces] == ["a", "b"]
    back = rec.faces[1]
    assert back.mana_value == 1  # 202.3b
    assert back.colors == {Color.BLUE}  # 204.2
    bears = db.get("Grizzly Bears").provenance
    assert bears == {"setCodes": ["LEA"], "source": "file:AtomicCards.json"}


def test_cr_709_load_scryfall_oracle_cards(tmp_path: Path) -> None:
    path = tmp_path / "oracle-cards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(_scryfall()).encode()))
    db = CardDatabase.from_path(path)
    assert "Weird Art" not in db
    urborg = db.get("Urborg, Tomb of Yawgmoth").front
    assert urborg.mana_cost is None and urborg.supertypes == ("Legendary",)  # 202.1b
    fire_ice = db.get("Ice")
    assert fire_ice.layout == "split" and fire_ice.mana_value == 4  # 709.4b
    assert fire_ice.faces[0].colors == {Color.RED}
    convert = db.face("Lazotep Convert")
    assert convert[0].faces[1].mana_value == 3  # 202.3b
    assert db.get("Goblin").front.types == ("Creature",)


def test_built_format_round_trip(tmp_path: Path) -> None:
    records = [{"name": "Grizzly Bears", "layout": "normal",
                "faces": [{"name": "Grizzly Bears", "manaCost": "{1}{G}", "manaValue": 2,
                           "type": f"Creature {DASH} Bear", "types": ["Creature"],
                           "subtypes": ["Bear"], "power": "2", "toughness": "2",
                           "colors": ["G"]}],
                "provenance": {"source": "test"}}]
    data = dump_records(records)
    assert dump_records(records) == data  # deterministic
    (tmp_path / "c.json").write_bytes(data)
    (tmp_path / "c.json.gz").write_bytes(gzip.compress(data, mtime=0))
    for name in ("c.json", "c.json.gz"):
        db = CardDatabase.from_path(tmp_path / name)
        assert db.get("Grizzly Bears").provenance == {"source": "test"}
        assert db.get("Grizzly Bears").front.colors == {Color.GREEN}


@pytest.mark.parametrize("content", [b'{"hello": 1}', b"[1, 2, 3]", b"not json", b""])
def test_bad_file_names_the_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "mystery.json"
    path.write_bytes(content)
    with pytest.raises(CardDataError, match="mystery.json"):
        CardDatabase.from_path(path)


def test_missing_file_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="nope.json"):
        CardDatabase.from_path(tmp_path / "nope.json")


def test_default_uses_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(_atomic()), encoding="utf-8")
    monkeypatch.setenv("ARBITER_CARDS", str(path))
    assert len(CardDatabase.default()) == 2
    monkeypatch.delenv("ARBITER_CARDS")
    assert CardDatabase.default() is CardDatabase.bundled()


def test_version_1_files_still_load(tmp_path: Path) -> None:
    """Version 2 of our format only adds fields: a version 1 file (the earlier builds) loads,
    with no missing faces, kinds or meta."""
    face = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "manaValue": 2, "colors": ["G"],
            "type": f"Creature {DASH} Bear", "types": ["Creature"], "subtypes": ["Bear"]}
    record = {"name": "Grizzly Bears", "layout": "normal", "faces": [face],
              "provenance": {"source": "old", "oracleAsOf": "2022-04-25"}}
    doc = {"format": "arbiter-cards", "version": 1, "index": [["Grizzly Bears",
                                                                "Grizzly Bears"]],
           "records": [json.dumps(record)]}
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    db = CardDatabase.from_path(path)
    bears = db.get("Grizzly Bears")
    assert bears.front.mana_value == 2 and bears.provenance["oracleAsOf"] == "2022-04-25"
    assert not bears.incomplete and not bears.is_alchemy and not bears.is_unset
    assert db.meta == {}
