"""The card database: Oracle characteristics of every card, looked up by name.

`CardDatabase.default()` is the bundled database (``cards/data/cards.json.gz``) unless the
environment variable ``ARBITER_CARDS`` names another file (our format, MTGJSON AtomicCards or
a Scryfall oracle-cards bulk file). Records are built lazily on first lookup.

A card whose other face no source of the data holds ("A // B" kept with face A only) is
found by either name; asking for the missing face raises `MissingFaceError`, which says so.
"""

from __future__ import annotations

import copy
import difflib
import gzip
import json
import os
import pickle
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from arbiter.cache import bytes_key, cached_file, file_key, write_atomically
from arbiter.cards.card_data_error import CardDataError
from arbiter.cards.mana import ManaCost
from arbiter.cards.packed_names import PackedNames, packable
from arbiter.cards.pt import PTValue
from arbiter.cards.record_blob import RecordBlob
from arbiter.vocab import Color

ENV_VAR = "ARBITER_CARDS"
__all__ = ["CardDatabase", "CardDataError", "CardFace", "CardRecord", "MissingFaceError",
           "UnknownCardError", "normalize_name"]


class UnknownCardError(ValueError):
    """No card has this name. `suggestions` holds up to five close names; `reason` says why
    a card of the card file with this name was left out, if one was."""

    def __init__(self, name: str, suggestions: Sequence[str], reason: str | None = None
                 ) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        self.reason = reason
        msg = f"unknown card {name!r}"
        if reason:
            msg += f": the card file has it, but Arbiter can't read it ({reason})"
        elif self.suggestions:
            msg += f"; did you mean: {', '.join(self.suggestions)}?"
        super().__init__(msg)


class MissingFaceError(UnknownCardError):
    """The name is a face of a card whose data lacks that face: no source Arbiter's card data
    was built from holds its text. `card` is the card's full name, `known` the faces it has."""

    def __init__(self, name: str, card: str, known: Sequence[str]) -> None:
        super().__init__(name, ())
        self.card = card
        self.known = tuple(known)
        have = " and ".join(self.known)
        self.args = (f"{name} is a face of {card}, but Arbiter's card data doesn't have "
                     f"that face: no source it was built from holds its text (the card is "
                     f"kept with {have} only)",)

    def __str__(self) -> str:
        return str(self.args[0])


def normalize_name(name: str) -> str:
    """Lookup key: case- and accent-insensitive (NFKD, combining marks removed, Æ → Ae),
    curly apostrophes straightened, spaces collapsed, "A//B" same as "A // B"."""
    if name.isascii() and "//" not in name:
        return " ".join(name.casefold().split())
    s = name.replace("Æ", "Ae").replace("æ", "ae").replace("\u2019", "'").replace("\u2018", "'")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = " // ".join(part.strip() for part in s.split("//"))
    return " ".join(s.casefold().split())


def _colors(letters: Sequence[str] | None) -> frozenset[Color]:
    return frozenset(Color.from_symbol(c) for c in letters or ())


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card (a single-faced card has one). Values are as printed (Oracle)."""

    name: str
    mana_cost: ManaCost | None
    #: 202.3; for a nonmodal DFC's back face, the front face's mana value (202.3b, 712.8e).
    mana_value: int | float
    #: 202.2 colors from the mana cost, plus the color indicator (204.2).
    colors: frozenset[Color]
    color_indicator: frozenset[Color] | None
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    type_line: str
    oracle_text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    side: str | None = None
    #: Printed values no source gives (the build inferred them): "colorIndicator",
    #: "defense". The catalog makes each an explicit unsupported part (principle 5).
    unverified: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> CardFace:
        cost = ManaCost.parse(d.get("manaCost"))
        indicator = _colors(d["colorIndicator"]) if d.get("colorIndicator") else None
        colors = (cost.colors if cost else frozenset()) | (indicator or frozenset())
        if not cost and not indicator:
            colors = _colors(d.get("colors"))  # e.g. a token whose color its maker sets
        mv = d.get("manaValue", cost.mana_value if cost else 0)
        return cls(
            name=d["name"], mana_cost=cost,
            mana_value=int(mv) if float(mv).is_integer() else float(mv),
            colors=colors, color_indicator=indicator,
            supertypes=tuple(d.get("supertypes") or ()), types=tuple(d.get("types") or ()),
            subtypes=tuple(d.get("subtypes") or ()), type_line=d.get("type") or "",
            oracle_text=d.get("text") or "", power=d.get("power"),
            toughness=d.get("toughness"), loyalty=d.get("loyalty"), defense=d.get("defense"),
            side=d.get("side"), unverified=tuple(d.get("unverified") or ()),
        )

    @property
    def power_value(self) -> PTValue | None:
        """208.1/208.2: the printed power parsed (None if the face has none)."""
        return PTValue.parse_optional(self.power)

    @property
    def toughness_value(self) -> PTValue | None:
        return PTValue.parse_optional(self.toughness)


@dataclass(frozen=True, slots=True)
class CardRecord:
    """A card: its full name (e.g. "Invasion of Amonkhet // Lazotep Convert"), layout and
    faces. `provenance` tells where the text came from (source, oracleAsOf, setCodes, ...)."""

    name: str
    layout: str
    faces: tuple[CardFace, ...]
    keywords: tuple[str, ...] = ()
    provenance: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=False)
    #: Faces of the card that no source of the data holds (their names only).
    missing_faces: tuple[str, ...] = ()
    #: A digital-only Alchemy card (an "A-" rebalanced card or an Alchemy original).
    is_alchemy: bool = False
    #: An Un-card (a silver-bordered, acorn or playtest card), not legal in tournaments.
    is_unset: bool = False

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> CardRecord:
        return cls(name=d["name"], layout=d.get("layout") or "normal",
                   faces=tuple(CardFace.from_dict(f) for f in d["faces"]),
                   keywords=tuple(d.get("keywords") or ()),
                   provenance=dict(d.get("provenance") or {}),
                   missing_faces=tuple(d.get("missingFaces") or ()),
                   is_alchemy=bool(d.get("isAlchemy")), is_unset=bool(d.get("isUnset")))

    @property
    def incomplete(self) -> bool:
        """True when a face of the card is missing from the data (`missing_faces`)."""
        return bool(self.missing_faces)

    @property
    def front(self) -> CardFace:
        return self.faces[0]

    @property
    def face_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.faces)

    @property
    def is_split(self) -> bool:
        """709: split cards (including aftermath)."""
        return self.layout in ("split", "aftermath")

    @property
    def mana_cost(self) -> ManaCost | None:
        """709.4b: a split card's mana cost is the combined cost of its halves; other cards
        use the front face (712.8a: a DFC outside the battlefield/stack has its front face)."""
        if self.is_split:
            costs = [f.mana_cost for f in self.faces if f.mana_cost is not None]
            if not costs:
                return None
            total = costs[0]
            for c in costs[1:]:
                total = total + c
            return total
        return self.front.mana_cost

    @property
    def mana_value(self) -> int | float:
        """202.3d / 709.4b: split cards combine their halves; else the front face's value."""
        if self.is_split:
            cost = self.mana_cost
            return cost.mana_value if cost else 0
        return self.front.mana_value

    @property
    def colors(self) -> frozenset[Color]:
        """709.4b: a split card has the colors of both halves; else the front face's."""
        if self.is_split:
            return frozenset().union(*(f.colors for f in self.faces))
        return self.front.colors


class CardDatabase:
    """Card records looked up by name (case/accent-insensitive; full or face name)."""

    def __init__(
        self,
        records: Sequence[Mapping[str, Any] | str],
        source: str = "<memory>",
        index: Sequence[Sequence[str]] | None = None,
        skipped: Mapping[str, str] | None = None,
        meta: Mapping[str, Any] | None = None,
    ) -> None:
        """`records` are built-format dicts (or their JSON text, decoded on first use).
        `index` gives each record's [full name, face names...] so JSON text need not be
        decoded up front; without it the names are read from the records. `skipped` names
        the cards of the source left out, with the reason (see `formats`); `meta` is what
        a built file says about itself (sources, dates, counts)."""
        self.source = source
        #: A key of the card data's content for the cache on disk (`arbiter.cache`); None
        #: for records made in memory, whose compiled text is never cached.
        self.data_key: str | None = None
        #: What the card file says about itself (empty unless it is our format, version 2).
        self.meta: Mapping[str, Any] = dict(meta or {})
        #: Cards of the source file Arbiter can't read, by name, with the reason.
        self.skipped = dict(skipped or {})
        self._skipped = {normalize_name(k): v for k, v in self.skipped.items()}
        self._raw = records
        self._built: dict[int, CardRecord] = {}
        if index is None:
            index = [[r["name"], *(f["name"] for f in r["faces"])]  # type: ignore[index]
                     for r in records]
        self._names: Sequence[Sequence[str]] = index
        self._full: dict[str, int] = {}
        self._faces: dict[str, tuple[int, int]] = {}
        for i, names in enumerate(index):
            self._full.setdefault(normalize_name(names[0]), i)
        for i, names in enumerate(index):
            for j, face_name in enumerate(names[1:]):
                key = normalize_name(face_name)
                if key not in self._full:
                    self._faces.setdefault(key, (i, j))
        #: A face named in a card's full name ("A // B") that the card's faces lack.
        self._missing: dict[str, int] = {}
        for i, names in enumerate(index):
            if " // " in names[0]:
                have = {normalize_name(n) for n in names[1:]}
                for part in names[0].split(" // "):
                    key = normalize_name(part)
                    if key not in have and key not in self._full and key not in self._faces:
                        self._missing.setdefault(key, i)

    # -- construction ---------------------------------------------------------------------
    @classmethod
    def bundled(cls) -> CardDatabase:
        """The database shipped in the package (loaded once, then cached)."""
        return _bundled()

    @classmethod
    def from_path(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """Load our format (.json/.json.gz), MTGJSON AtomicCards.json or Scryfall oracle-cards;
        the format is detected from the content. Raises CardDataError naming the file, and
        the path of the first bad value if its shape is wrong."""
        from arbiter.cards.formats import (
            FORMAT_NAME,
            built_extras,
            built_index,
            detect_and_convert,
            read_json,
        )

        p = Path(path)
        doc = read_json(p)
        if isinstance(doc, dict) and doc.get("format") == FORMAT_NAME:
            index, records = built_index(doc, p)
            meta, skipped = built_extras(doc)
            db = cls(records, source=str(p), index=index, skipped=skipped, meta=meta)
        else:
            skipped = {}
            db = cls(detect_and_convert(doc, p, skipped), source=str(p), skipped=skipped)
        db.data_key = file_key(p)
        return db

    @classmethod
    def default(cls) -> CardDatabase:
        """``$ARBITER_CARDS`` if set (cached per path), else the bundled database."""
        env = os.environ.get(ENV_VAR)
        return _from_env(env) if env else _bundled()

    # -- lookup ---------------------------------------------------------------------------
    def _record(self, i: int) -> CardRecord:
        rec = self._built.get(i)
        if rec is None:
            raw = self._raw[i]
            data = json.loads(raw) if isinstance(raw, str) else raw
            rec = self._built[i] = CardRecord.from_dict(data)
        return rec

    def face(self, name: str) -> tuple[CardRecord, int]:
        """The card with this full or face name, and the index of the named face (0 when the
        full name is given). Raises UnknownCardError with suggestions."""
        key = normalize_name(name)
        if key in self._full:
            return self._record(self._full[key]), 0
        if key in self._faces:
            i, j = self._faces[key]
            return self._record(i), j
        if key in self._missing:
            names = self._names[self._missing[key]]
            raise MissingFaceError(name, names[0], names[1:])
        if key in self._skipped:
            raise UnknownCardError(name, (), self._skipped[key])
        raise UnknownCardError(name, self.suggest(name))

    def get(self, name: str) -> CardRecord:
        """The whole card, by full name or either face's name."""
        return self.face(name)[0]

    def suggest(self, name: str, n: int = 5) -> list[str]:
        """Up to n card names close to `name` (difflib ratio), best first."""
        keys = list(self._full) + list(self._faces)
        close = difflib.get_close_matches(normalize_name(name), keys, n=n, cutoff=0.6)
        out: list[str] = []
        for k in close:
            if k in self._full:
                shown = self._names[self._full[k]][0]
            else:
                i, j = self._faces[k]
                shown = self._names[i][j + 1]
            if shown not in out:
                out.append(shown)
        return out

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        key = normalize_name(name)
        return key in self._full or key in self._faces

    def __len__(self) -> int:
        return len(self._raw)

    def __iter__(self) -> Iterator[str]:
        """Full card names, in file order (sorted by name for the built format)."""
        return (names[0] for names in self._names)

    def __repr__(self) -> str:
        return f"<CardDatabase {len(self)} cards from {self.source}>"


@cache
def _bundled() -> CardDatabase:
    """The bundled card data, decoded once and then kept in the cache on disk
    (`arbiter.cache`, keyed by this code and the file: its path, size and modification
    time, or its content when it isn't a file): the names' index pickled (the names as one
    text, `packed_names`), each record's JSON text in a blob read one record at a time."""
    bundled = resources.files("arbiter.cards").joinpath("data", "cards.json.gz")
    raw: bytes | None = None
    if isinstance(bundled, Path):  # a file: keyed as a file a user names, without reading it
        key = "f" + file_key(bundled)
    else:
        raw = bundled.read_bytes()
        key = "b" + bytes_key(raw)
    path = cached_file("cards", key, ".pickle")
    if path is not None and path.exists():
        try:
            db = pickle.loads(path.read_bytes())
            if isinstance(db, CardDatabase) and db._record(len(db) - 1):
                return db  # its last record read: the blob is whole
        except Exception:  # noqa: BLE001 - a damaged cache file is only decoded again
            pass
    from arbiter.cards.formats import built_extras, built_index

    doc = json.loads(gzip.decompress(raw if raw is not None else bundled.read_bytes()))
    index, records = built_index(doc)
    meta, skipped = built_extras(doc)
    db = CardDatabase(records, source="bundled", index=index, skipped=skipped, meta=meta)
    db.data_key = key
    if path is not None:
        _keep(db, path)
    return db


def _keep(db: CardDatabase, path: Path) -> None:
    """Write `db` to the cache: its records as a blob beside `path`, the rest pickled."""
    texts = (r if isinstance(r, str) else json.dumps(r) for r in db._raw)
    blob_path = path.with_suffix(".records")
    try:
        blob = RecordBlob.write(blob_path, texts)
    except OSError:
        return
    kept = copy.copy(db)
    kept._raw, kept._built = blob, {}
    if packable(db._names):
        kept._names = PackedNames(db._names)
    write_atomically(path, pickle.dumps(kept, protocol=pickle.HIGHEST_PROTOCOL))


@cache
def _from_env(path: str) -> CardDatabase:
    return CardDatabase.from_path(path)
