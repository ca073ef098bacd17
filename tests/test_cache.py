"""The cache on disk (issue 16, fast start): the decoded card data and the compiled card text
kept between runs. What a cached run answers must be exactly what a fresh compilation
answers; a cache from other code or other card data is never read; a cache that can't be
used is only a miss."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter import cache
from arbiter.cards.database import CardDatabase
from arbiter.compiler import card_text
from arbiter.compiler.catalog import Catalog
from arbiter.compiler.compiled_store import CompiledStore

#: Cards of many kinds: a transforming DFC, a saga, a planeswalker, a leveler, a class, a
#: split card, modal spells, a hand-written definition's card, an unread card.
SAMPLE = ["Tovolar, Dire Overlord", "The Eldest Reborn", "Chandra, Torch of Defiance",
          "Kargan Intimidator", "Coiling Oracle", "Fire // Ice", "Brainstorm",
          "Humility", "Opalescence", "Wizard Class", "Student of Warfare", "Cryptic Command",
          "Black Lotus", "Mutavault"]


@pytest.fixture
def on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(cache.ENV_VAR, str(tmp_path))
    return tmp_path


def _fresh(db: CardDatabase) -> dict[tuple[str, int], object]:
    out = {}
    for name in SAMPLE:
        record = db.get(name)
        for i in range(len(record.faces)):
            out[(record.name, i)] = card_text.face_abilities(record, i)
    return out


def test_cached_abilities_equal_a_fresh_compilation(on: Path, monkeypatch) -> None:
    db = CardDatabase.default()
    expected = _fresh(db)
    first = Catalog(db)
    for name, face in expected:
        assert first.abilities(name, face) == expected[(name, face)]
    first.flush()
    assert list(on.glob("compiled-*.sqlite"))

    def no_compiling(*_args, **_kwargs):
        raise AssertionError("a stored card face was compiled again")

    monkeypatch.setattr(card_text, "face_abilities", no_compiling)
    second = Catalog(db)
    for (name, face), abilities in expected.items():
        assert second.abilities(name, face) == abilities


def test_a_store_of_other_code_is_never_read(on: Path, monkeypatch) -> None:
    db = CardDatabase.default()
    name = "Brainstorm"
    store = CompiledStore.for_database(db)
    assert store is not None
    store.put(name, 0, ())  # what other code compiled: no abilities at all
    store.flush()
    monkeypatch.setattr(cache, "code_key", lambda: "other-code")
    cat = Catalog(db)
    assert cat.abilities(name, 0) == card_text.face_abilities(db.get(name), 0)
    assert len(cat.abilities(name, 0)) == 1


def test_card_data_made_in_memory_is_not_cached(on: Path) -> None:
    db = CardDatabase([{"name": "Test Bear", "faces": [{
        "name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
        "types": ["Creature"], "subtypes": ["Bear"], "oracle_text": "", "power": "2",
        "toughness": "2"}]}])
    assert db.data_key is None
    assert CompiledStore.for_database(db) is None


def test_a_damaged_store_is_only_a_miss(on: Path) -> None:
    db = CardDatabase.default()
    store = CompiledStore.for_database(db)
    assert store is not None
    store.path.write_bytes(b"this is not a database")
    cat = Catalog(db)
    assert cat.abilities("Brainstorm", 0) == card_text.face_abilities(db.get("Brainstorm"), 0)
    cat.flush()  # no error either


def test_a_damaged_entry_is_only_a_miss(on: Path) -> None:
    db = CardDatabase.default()
    store = CompiledStore.for_database(db)
    assert store is not None
    store.put("Brainstorm", 0, ())
    store.flush()
    con = store._connection()
    assert con is not None
    with con:
        con.execute("UPDATE faces SET abilities = ?", (b"garbage",))
    assert Catalog(db).abilities("Brainstorm", 0) == card_text.face_abilities(
        db.get("Brainstorm"), 0)


def test_off_and_unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.ENV_VAR, "off")
    assert cache.cache_dir() is None
    assert cache.cached_file("compiled", "x", ".sqlite") is None
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv(cache.ENV_VAR, str(blocker / "cache"))
    assert cache.cache_dir() is None


def test_old_files_are_pruned(on: Path) -> None:
    for i in range(cache.KEEP + 3):
        path = on / f"compiled-old{i}-data.sqlite"
        path.write_bytes(b"")
        os.utime(path, (i, i))
    cache.cached_file("compiled", "new", ".sqlite")
    left = sorted(p.name for p in on.glob("compiled-*.sqlite"))
    assert len(left) == cache.KEEP - 1
    assert "compiled-old0-data.sqlite" not in left


def test_the_bundled_data_decoded_from_the_cache_is_the_same(on: Path) -> None:
    from arbiter.cards import database

    database._bundled.cache_clear()
    try:
        made = database._bundled()
        files = list(on.glob("cards-*.pickle"))
        assert len(files) == 1
        database._bundled.cache_clear()
        kept = database._bundled()
    finally:
        database._bundled.cache_clear()
    assert kept is not made
    assert len(kept) == len(made)
    assert kept.data_key == made.data_key
    for name in SAMPLE:
        assert kept.get(name) == made.get(name)
    assert pickle.loads(files[0].read_bytes()).data_key == made.data_key


def test_arbiter_card_answers_from_the_store_without_the_grammar(on: Path) -> None:
    """The second `arbiter card` finds the card compiled and never imports the compiler's
    line grammar; it prints exactly what the first printed."""
    script = ("import sys\nfrom arbiter.cli import main\nrc = main(['card', sys.argv[1]])\n"
              "print('GRAMMAR' if 'arbiter.compiler.lines' in sys.modules else 'NO GRAMMAR')\n"
              "raise SystemExit(rc)\n")
    env = {**os.environ, cache.ENV_VAR: str(on)}
    runs = [subprocess.run([sys.executable, "-c", script, "Tovolar, Dire Overlord"],
                           capture_output=True, text=True, env=env, check=True)
            for _ in range(2)]
    first, second = (r.stdout.splitlines() for r in runs)
    assert first[-1] == "GRAMMAR" and second[-1] == "NO GRAMMAR"
    assert first[:-1] == second[:-1]
    assert "Fully read" in first[-2]


def test_bundled_data_whose_record_blob_is_gone_is_decoded_again(on: Path) -> None:
    from arbiter.cards import database

    database._bundled.cache_clear()
    try:
        made = database._bundled()
        for blob in on.glob("cards-*.records"):
            blob.unlink()
        database._bundled.cache_clear()
        again = database._bundled()
        assert again.get("Brainstorm") == made.get("Brainstorm")
        assert list(on.glob("cards-*.records"))  # written anew
    finally:
        database._bundled.cache_clear()


def test_the_names_of_the_cached_data_are_those_decoded(on: Path) -> None:
    """The names are kept packed in one text (`packed_names`); every use of them answers as
    the decoded data does: iterating, suggesting, a face the data lacks, a misspelt name."""
    from arbiter.cards import database
    from arbiter.cards.database import MissingFaceError, UnknownCardError

    database._bundled.cache_clear()
    try:
        made = database._bundled()
        database._bundled.cache_clear()
        kept = database._bundled()
    finally:
        database._bundled.cache_clear()
    assert list(kept) == list(made) and len(list(kept)) == len(made)
    assert kept.suggest("grizly bears") == made.suggest("grizly bears")
    assert "Grizzly Bears" in kept.suggest("grizly bears")
    missing = next(k for k in made._missing)  # a face no source holds
    errors = []
    for db in (made, kept):
        with pytest.raises(MissingFaceError) as e:
            db.get(missing)
        errors.append(str(e.value))
        with pytest.raises(UnknownCardError) as e:
            db.get("Tovolar, Dire Overlordd")
        errors.append(str(e.value))
    assert errors[:2] == errors[2:]


def test_packed_names_pickle_to_the_same_lists() -> None:
    from arbiter.cards.packed_names import PackedNames, packable

    names = [["Fire // Ice", "Fire", "Ice"], ["Æther Vial"], ["Lim-Dûl's Vault"]]
    packed = pickle.loads(pickle.dumps(PackedNames(names)))
    assert [list(n) for n in packed] == names and len(packed) == 3
    assert packed[-1][0] == "Lim-Dûl's Vault" and [list(n) for n in packed[1:]] == names[1:]
    assert list(pickle.loads(pickle.dumps(PackedNames([])))) == []
    assert packable(names) and not packable([["Tab\tName"]])
