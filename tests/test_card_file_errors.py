"""A user's own card file (`ARBITER_CARDS`, `--cards`) is checked against the shape of its
format as it loads: a wrong shape is one CardDataError naming the file and the path of the
bad value, never a KeyError or TypeError later (issue 10, item 6)."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path
from typing import Any

import pytest

from arbiter.cards import CardDatabase, CardDataError
from arbiter.cards.database import UnknownCardError
from arbiter.cards.formats import dump_records

DASH = "\u2014"
BEARS_SCRYFALL = {"object": "card", "name": "Grizzly Bears", "mana_cost": "{1}{G}",
                  "type_line": f"Creature {DASH} Bear", "cmc": 2.0, "colors": ["G"],
                  "oracle_text": "", "power": "2", "toughness": "2", "set": "lea",
                  "prices": {"usd": "0.10"}, "legalities": {"vintage": "legal"}}
BEARS_MTGJSON = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "manaValue": 2.0,
                 "colors": ["G"], "type": f"Creature {DASH} Bear", "types": ["Creature"],
                 "subtypes": ["Bear"], "supertypes": [], "text": "", "power": "2",
                 "toughness": "2", "layout": "normal", "foreignData": [{"name": "x"}]}
BEARS_BUILT = {"name": "Grizzly Bears", "layout": "normal",
               "faces": [{"name": "Grizzly Bears", "manaCost": "{1}{G}", "manaValue": 2,
                          "types": ["Creature"], "subtypes": ["Bear"], "colors": ["G"]}]}


def _load(tmp_path: Path, doc: Any, name: str = "cards.json") -> CardDatabase:
    path = tmp_path / name
    path.write_bytes(doc if isinstance(doc, bytes) else json.dumps(doc).encode())
    return CardDatabase.from_path(path)


def _error(tmp_path: Path, doc: Any, name: str = "cards.json") -> str:
    with pytest.raises(CardDataError) as info:
        _load(tmp_path, doc, name)
    message = str(info.value)
    assert name in message and "\n" not in message, message
    return message


def test_fields_arbiter_doesnt_read_are_allowed_in_third_party_files(tmp_path: Path) -> None:
    assert _load(tmp_path, [BEARS_SCRYFALL]).get("Grizzly Bears").front.power == "2"
    atomic = {"meta": {"version": "5"}, "data": {"Grizzly Bears": [BEARS_MTGJSON]}}
    assert _load(tmp_path, atomic, "atomic.json").get("Grizzly Bears").front.subtypes == ("Bear",)


@pytest.mark.parametrize(("doc", "message"), [
    ([BEARS_SCRYFALL, {**BEARS_SCRYFALL, "name": "Bad", "colors": "G"}],
     "[2].colors (card 'Bad'): expected a list, got the text 'G'"),
    ([BEARS_SCRYFALL, {**BEARS_SCRYFALL, "name": "Bad", "cmc": "2"}],
     "[2].cmc (card 'Bad'): expected a number, got the text '2'"),
    ([BEARS_SCRYFALL, {**BEARS_SCRYFALL, "name": "Bad", "colors": ["Purple"]}],
     "[2].colors[1] (card 'Bad'): expected 'W', 'U', 'B', 'R' or 'G', got the text 'Purple'"),
    ([BEARS_SCRYFALL, {k: v for k, v in BEARS_SCRYFALL.items() if k != "name"}],
     "[2]: missing required key 'name'"),
    ([BEARS_SCRYFALL, {**BEARS_SCRYFALL, "name": "Bad", "card_faces": [{"name": 5}]}],
     "[2].card_faces[1].name (card 'Bad'): expected text, got 5"),
])
def test_scryfall_wrong_shape(tmp_path: Path, doc: list[Any], message: str) -> None:
    assert f"'{tmp_path / 'cards.json'}': {message}" in _error(tmp_path, doc)


@pytest.mark.parametrize(("data", "message"), [
    ({"Grizzly Bears": [{**BEARS_MTGJSON, "types": "Creature"}]},
     "data['Grizzly Bears'][1].types: expected a list, got the text 'Creature'"),
    ({"Grizzly Bears": [BEARS_MTGJSON], "Other": []},
     "data.Other: needs at least 1 item(s), got 0"),
    ({"Grizzly Bears": [BEARS_MTGJSON], "Other": [7]},
     "data.Other[1]: expected a mapping, got 7"),
    ({"Grizzly Bears": [{**BEARS_MTGJSON, "manaValue": True}]},
     "data['Grizzly Bears'][1].manaValue: expected a number, got true"),
])
def test_mtgjson_wrong_shape(tmp_path: Path, data: dict[str, Any], message: str) -> None:
    assert message in _error(tmp_path, {"meta": {}, "data": data})


def test_built_format_allows_no_other_keys_and_checks_its_index(tmp_path: Path) -> None:
    doc = json.loads(dump_records([BEARS_BUILT]))
    assert len(_load(tmp_path, doc, "ok.json")) == 1
    extra = {**doc, "records": [json.dumps({**BEARS_BUILT, "flavor": "x"})]}
    assert "records[1].flavor: unknown key 'flavor'" in _error(tmp_path, extra, "extra.json")
    index = {**doc, "index": [["Grizzly Bear"]]}
    assert "index[1]: ['Grizzly Bear'] doesn't name record 'Grizzly Bears'" in \
        _error(tmp_path, index, "index.json")
    broken = {**doc, "records": ["{not json"]}
    assert "records[1]: not a JSON record" in _error(tmp_path, broken, "broken.json")
    version = {**doc, "version": 99}
    assert "unsupported arbiter-cards version 99" in _error(tmp_path, version, "v.json")


def test_unreadable_files(tmp_path: Path) -> None:
    assert "not valid JSON" in _error(tmp_path, b"{", "truncated.json")
    assert "not UTF-8 JSON text" in _error(tmp_path, b"\xff\xfe\xfa", "binary.json")
    assert "JSON nested too deeply" in _error(tmp_path, b"[" * 100_000 + b"]" * 100_000,
                                              "deep.json")
    assert "not valid gzip data" in _error(tmp_path, b"\x1f\x8b\x08junk", "bad.json.gz")
    assert "is not a card file" in _error(tmp_path, {"hello": 1}, "hello.json")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused(tmp_path: Path) -> None:
    pipe = tmp_path / "cards.json"
    os.mkfifo(pipe)
    with pytest.raises(CardDataError, match="is a named pipe, not a regular file"):
        CardDatabase.from_path(pipe)


def test_gzip_is_read(tmp_path: Path) -> None:
    db = _load(tmp_path, gzip.compress(json.dumps([BEARS_SCRYFALL]).encode()), "c.json.gz")
    assert "Grizzly Bears" in db


def test_a_card_arbiter_cant_read_is_left_out_and_says_why(tmp_path: Path) -> None:
    """Un-cards with half or infinite mana: the rest of the file loads; looking the card up
    says why it isn't there instead of suggesting other names."""
    little_girl = {**BEARS_SCRYFALL, "name": "Little Girl", "mana_cost": "{HW}"}
    db = _load(tmp_path, [BEARS_SCRYFALL, little_girl])
    assert "Grizzly Bears" in db and "Little Girl" not in db
    with pytest.raises(UnknownCardError) as info:
        db.get("little girl")
    assert str(info.value) == ("unknown card 'little girl': the card file has it, but Arbiter "
                               "can't read it (bad mana cost '{HW}': bad mana symbol 'HW')")
