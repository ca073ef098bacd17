"""Card file formats: our built format, MTGJSON (AtomicCards and per-card records) and Scryfall.

Every importer produces "built records": plain dicts in the shape stored in
``cards/data/cards.json.gz``::

    {"name": "A // B", "layout": "transform", "keywords": [...],
     "faces": [{"name", "manaCost", "manaValue", "type", "supertypes", "types", "subtypes",
                "text", "power", "toughness", "loyalty", "defense", "colorIndicator",
                "colors", "side", "unverified"}, ...],
     "missingFaces": [...], "isAlchemy": true, "isUnset": true,
     "provenance": {"source", "oracleAsOf", "faces", "setCodes", "setCodesAsOf", "inferred",
                    "groups", "collectorNumbers", "rarity", ...}}

Keys whose value is null, false or empty are left out of the stored records.

Version 2 of the file (``scripts/build_cards.py``) is a superset of version 1: a record may
name the faces of its card that no source holds (``missingFaces``: "A // B" kept with face A
only) and say what kind of card it is (``isAlchemy``: a digital-only Alchemy card;
``isUnset``: an Un-card); the file may carry ``meta`` (its sources with their dates, counts,
the newest set seen) and ``skipped`` (cards the build couldn't read, with the reason).
Version 1 files still load.

A user's own file is checked against the shape of its format before it is converted
(pydantic models below, holding only the fields Arbiter reads: an MTGJSON or Scryfall file
carries many more, which are ignored; our built format allows no others). A wrong shape is
one `CardDataError` naming the file, the path of the bad value (`data['Grizzly Bears'][1]
.manaCost`, list positions counted from 1) and the problem. A card whose content Arbiter
can't read (a mana cost with half or infinite mana, a type line that isn't a Magic type line)
is left out, and a lookup of its name says why (`CardDatabase.skipped`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, TypeAdapter, ValidationError

from arbiter.cards.card_data_error import CardDataError
from arbiter.cards.mana import ManaCost
from arbiter.cards.typeline import OBSOLETE_TYPES, parse_type_line
from arbiter.userfile import MIB, UserFileError, gunzip, read_bytes
from arbiter.validation import Invalid, describe, first_problem, render_path

FORMAT_NAME = "arbiter-cards"
FORMAT_VERSION = 2
#: Versions of our format this Arbiter reads (2 adds fields to 1 and removes none).
READ_VERSIONS = (1, 2)
PROVENANCE_KEYS = ("source", "oracleAsOf", "setCodes", "groups", "collectorNumbers", "rarity")
FACE_KEYS = ("name", "manaCost", "type", "supertypes", "types", "subtypes", "text", "power",
             "toughness", "loyalty", "defense", "colorIndicator", "colors", "side")
#: 712.2: nonmodal double-faced layouts whose back face has no mana cost of its own.
NONMODAL_DFC_LAYOUTS = frozenset({"transform", "meld"})
#: Card types that are not card types (Theros "Hero" cards are not Magic cards, 108.2).
_NOT_CARD_TYPES = frozenset({"Hero"})
Record = dict[str, Any]


#: A card file may be this large, before and after gzip (MTGJSON AtomicCards is ~120 MB).
MAX_FILE_BYTES = 1024 * MIB


# -- the shapes of the formats -----------------------------------------------------------------
Letter = Literal["W", "U", "B", "R", "G"]


def _number(v: Any) -> int | float:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise Invalid(f"expected a number, got {describe(v)}")
    return v


Number = Annotated[float, PlainValidator(_number)]
Words = list[str]


class _Shape(BaseModel):
    """A third-party record: only the fields Arbiter reads are checked, others are ignored."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)


class MtgjsonFace(_Shape):
    name: str
    faceName: str | None = None
    side: str | None = None
    layout: str | None = None
    manaCost: str | None = None
    manaValue: Number | None = None
    faceManaValue: Number | None = None
    colors: list[Letter] | None = None
    colorIndicator: list[Letter] | None = None
    type: str | None = None
    supertypes: Words | None = None
    types: Words | None = None
    subtypes: Words | None = None
    text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: Words | None = None
    printings: Words | None = None


class MtgjsonAtomic(_Shape):
    """MTGJSON AtomicCards.json: `{"meta": ..., "data": {name: [face entries...]}}`."""

    data: dict[str, Annotated[list[MtgjsonFace], Field(min_length=1)]]


class ReferenceRecord(MtgjsonFace):
    """One MTGJSON-shaped record of the project's reference files, faces included."""

    faces: list[MtgjsonFace] | None = None
    setCodes: Words | None = None


class ScryfallFace(_Shape):
    name: str
    mana_cost: str | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    colors: list[Letter] | None = None
    color_indicator: list[Letter] | None = None


class ScryfallCard(ScryfallFace):
    """A card object of a Scryfall bulk file (oracle-cards)."""

    layout: str | None = None
    cmc: Number | None = None
    set: str | None = None
    rarity: str | None = None
    keywords: Words | None = None
    card_faces: list[ScryfallFace] | None = None


class BuiltFace(_Shape):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    name: str
    manaCost: str | None = None
    manaValue: Number = 0
    type: str | None = None
    supertypes: Words = []
    types: Words = []
    subtypes: Words = []
    text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    colorIndicator: list[Letter] | None = None
    colors: list[Letter] = []
    side: str | None = None
    #: Printed values no source gives, which the build could only infer (the color indicator
    #: of a back face, a battle's defense): the engine doesn't rely on them (principle 5).
    unverified: list[Literal["colorIndicator", "defense"]] = []


class BuiltRecord(_Shape):
    """A record of our own format: no key beyond these."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    name: str
    layout: str = "normal"
    faces: Annotated[list[BuiltFace], Field(min_length=1)]
    keywords: Words = []
    provenance: dict[str, Any] = {}
    missingFaces: Words = []
    isAlchemy: bool = False
    isUnset: bool = False


class BuiltFile(_Shape):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    format: Literal["arbiter-cards"]
    version: Literal[1, 2]
    index: list[Annotated[list[str], Field(min_length=1)]]
    records: list[str | dict[str, Any]]
    meta: dict[str, Any] = {}
    skipped: dict[str, str] = {}


_SHAPES: dict[type[_Shape], TypeAdapter[Any]] = {
    MtgjsonAtomic: TypeAdapter(MtgjsonAtomic), BuiltFile: TypeAdapter(BuiltFile),
    BuiltRecord: TypeAdapter(BuiltRecord), ReferenceRecord: TypeAdapter(list[ReferenceRecord]),
    ScryfallCard: TypeAdapter(list[ScryfallCard]),
}


def _card_at(doc: Any, loc: tuple[Any, ...]) -> str:
    """`(card 'Name')` for an error inside a list of cards, to find it in a large file."""
    if loc and isinstance(loc[0], int) and isinstance(doc, list) and loc[0] < len(doc):
        name = doc[loc[0]].get("name") if isinstance(doc[loc[0]], dict) else None
        if isinstance(name, str):
            return f" (card {name!r})"
    return ""


def check_shape(doc: Any, shape: type[_Shape], path: Path | str,
                base: tuple[str | int, ...] = ()) -> None:
    """Raise CardDataError naming the file and the first bad value if `doc` hasn't the
    shape of the format."""
    try:
        _SHAPES[shape].validate_python(doc)
    except ValidationError as e:
        loc, problem = first_problem(e, base)
        where = render_path(loc) + _card_at(doc, loc[len(base):])
        raise CardDataError(f"card file {str(path)!r}: {where or 'top level'}: {problem}") \
            from None


def _num(x: float | int | None) -> int | float:
    if x is None:
        return 0
    return int(x) if float(x).is_integer() else float(x)


def _modern_types(types: Iterable[str]) -> list[str]:
    return [OBSOLETE_TYPES.get(t, t) for t in types]


def _modern_type_line(line: str) -> str:
    left, dash, right = line.partition(" \u2014 ")
    words = [OBSOLETE_TYPES.get(w, w) for w in left.split(" ")]
    return " ".join(words) + dash + right


def _face_mana_value(layout: str, index: int, face: Mapping[str, Any], front_mv: int | float,
                     ) -> int | float:
    """202.3: the face's mana value from its own mana cost.

    202.3b / 712.8e: a nonmodal DFC's back face uses the front face's mana cost.
    202.3c / 712.8g: a melded permanent (a meld back face with no cost of its own) keeps the
    data's value, which is the sum of its fronts' mana values.
    202.3a: anything else with no mana cost has mana value 0.
    """
    cost = ManaCost.parse(face.get("manaCost"))
    if cost is not None:
        return cost.mana_value
    if index > 0 and layout in NONMODAL_DFC_LAYOUTS | {"flip"}:
        return front_mv
    if layout == "meld":
        return _num(face.get("faceManaValue", face.get("manaValue")))
    return 0


def _clean(d: Mapping[str, Any]) -> Record:
    return {k: v for k, v in d.items() if v is not None and v != [] and v != ""}


def normalize_reference_record(rec: Mapping[str, Any]) -> Record | None:
    """Turn one MTGJSON-shaped record (name, manaCost, type, ..., faces[]) into a built record.

    Returns None for objects that are not Magic cards (Theros Hero cards).
    """
    layout = rec.get("layout") or "normal"
    name = rec["name"]
    faces_in: list[Mapping[str, Any]] = list(rec.get("faces") or [])
    if not faces_in:
        if " // " in name and layout == "meld":
            name = name.split(" // ")[0]  # a meld front: its melded back is its own record
        faces_in = [{**rec, "name": name}]
    if layout == "reversible_card" and len({f["name"] for f in faces_in}) == 1:
        name = faces_in[0]["name"]
    faces: list[Record] = []
    front_mv: int | float = 0
    for i, f in enumerate(faces_in):
        types = _modern_types(f.get("types") or [])
        if _NOT_CARD_TYPES & set(types):
            return None
        face: Record = {k: f.get(k) for k in FACE_KEYS}
        face["type"] = _modern_type_line(f.get("type") or "")
        face["types"] = types
        if layout == "flip" and i > 0 and not face["manaCost"]:
            face["manaCost"] = faces_in[0].get("manaCost")  # 710.1c: cost doesn't change
        if len(faces_in) > 1 and not face["side"]:
            face["side"] = "abcde"[i]
        mv = _face_mana_value(layout, i, f, front_mv)
        if i == 0:
            front_mv = mv
        face["manaValue"] = mv
        faces.append(_clean(face))
    out: Record = {"name": name, "layout": layout, "faces": faces,
                   "keywords": rec.get("keywords")}
    prov = _clean({k: rec.get(k) for k in PROVENANCE_KEYS})
    if prov:
        out["provenance"] = prov
    return _clean(out)


def _normalized(rec: Mapping[str, Any], skipped: dict[str, str] | None) -> Record | None:
    """The built record, or None (recorded in `skipped` with the reason) for a card whose
    content Arbiter can't read."""
    try:
        return normalize_reference_record(rec)
    except ValueError as e:
        if skipped is not None:
            skipped[str(rec.get("name"))] = str(e)
        return None


def records_from_reference(items: Iterable[Mapping[str, Any]],
                           skipped: dict[str, str] | None = None) -> list[Record]:
    """A list of MTGJSON-shaped records, as in the project's reference files.

    One record per name: the first wins, except that a reversible card (the same card printed
    on both sides, e.g. "Propaganda // Propaganda") never replaces the ordinary card.
    """
    by_name: dict[str, Record] = {}
    for item in items:
        rec = _normalized(item, skipped)
        if rec is None:
            continue
        old = by_name.get(rec["name"])
        if old is None or (old["layout"] == "reversible_card" != rec["layout"]):
            by_name[rec["name"]] = rec
    return list(by_name.values())


def records_from_mtgjson_atomic(doc: Mapping[str, Any], source: str,
                                skipped: dict[str, str] | None = None) -> list[Record]:
    """MTGJSON AtomicCards.json: {"meta": ..., "data": {name: [face entries...]}}."""
    out: list[Record] = []
    for key, entries in doc["data"].items():
        entries = sorted(entries, key=lambda e: e.get("side") or "a")
        first = entries[0]
        multi = len(entries) > 1 or bool(first.get("faceName"))
        faces = [{**e, "name": e.get("faceName") or e["name"]} for e in entries] if multi else []
        rec = {**first, "name": key, "faces": faces, "setCodes": first.get("printings"),
               "source": source}
        norm = _normalized(rec, skipped)
        if norm is not None:
            out.append(norm)
    return out


def _scryfall_face(card: Mapping[str, Any], face: Mapping[str, Any]) -> Record:
    line = face.get("type_line") or ""
    line = re.sub(r"^Token ", "", line)
    supertypes, types, subtypes = parse_type_line(line)
    colors = face.get("colors", card.get("colors"))
    return {"name": face["name"], "manaCost": face.get("mana_cost") or None, "type": line,
            "supertypes": list(supertypes), "types": list(types), "subtypes": list(subtypes),
            "text": face.get("oracle_text") or "", "power": face.get("power"),
            "toughness": face.get("toughness"), "loyalty": face.get("loyalty"),
            "defense": face.get("defense"), "colorIndicator": face.get("color_indicator"),
            "colors": colors or [], "manaValue": card.get("cmc")}


def records_from_scryfall(items: Iterable[Mapping[str, Any]], source: str,
                          skipped: dict[str, str] | None = None) -> list[Record]:
    """A Scryfall bulk file (oracle-cards): a JSON list of card objects.

    Cards whose type line isn't a Magic type line (art cards, emblems, ...) are skipped.
    A token never replaces a card of the same name.
    """
    by_name: dict[str, Record] = {}
    for card in items:
        if card.get("layout") in ("art_series",):
            continue
        faces_in = card.get("card_faces") or []
        try:
            faces = [_scryfall_face(card, f) for f in faces_in] if faces_in else []
            top = _scryfall_face(card, card) if not faces else {}
        except (ValueError, KeyError) as e:
            if skipped is not None:
                skipped[str(card.get("name"))] = str(e)
            continue
        rec = {**top, "name": card["name"], "layout": card.get("layout") or "normal",
               "faces": faces, "keywords": card.get("keywords") or None, "source": source,
               "setCodes": [card["set"].upper()] if card.get("set") else None,
               "rarity": card.get("rarity")}
        norm = _normalized(rec, skipped)
        if norm is None:
            continue
        old = by_name.get(norm["name"])
        if old is None or (old["layout"] == "token" and norm["layout"] != "token"):
            by_name[norm["name"]] = norm
    return list(by_name.values())


def dump_records(records: Iterable[Record], meta: Mapping[str, Any] | None = None,
                 skipped: Mapping[str, str] | None = None) -> bytes:
    """Our built format as deterministic compact JSON (sorted keys, records sorted by name).

    ``index`` lists each card's full name then its face names; ``records`` holds each record
    as its own JSON string, so loading parses only the index and decodes records on demand.
    `meta` (what the data is) and `skipped` (cards left out, with the reason) are optional.
    """
    ordered = sorted(records, key=lambda r: r["name"])
    doc: Record = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "index": [[r["name"], *(f["name"] for f in r["faces"])] for r in ordered],
        "records": [_compact(r) for r in ordered],
    }
    if meta:
        doc["meta"] = dict(meta)
    if skipped:
        doc["skipped"] = dict(skipped)
    return _compact(doc).encode()


def _compact(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def built_index(doc: Mapping[str, Any], path: Path | str | None = None,
                ) -> tuple[list[list[str]], list[Record | str]]:
    """(names index, records) of a parsed built-format document; records may be JSON text.

    With `path` (a user's file) every record is decoded and checked against the format, and
    the index against the records; the bundled file is trusted and decoded lazily."""
    if doc.get("version") not in READ_VERSIONS:
        where = f"card file {str(path)!r}: " if path is not None else ""
        readable = " and ".join(str(v) for v in READ_VERSIONS)
        raise CardDataError(f"{where}unsupported {FORMAT_NAME} version "
                            f"{doc.get('version')!r} (this Arbiter reads {readable})")
    if path is None:
        return doc["index"], doc["records"]
    check_shape(doc, BuiltFile, path)
    index, records = doc["index"], list(doc["records"])
    if len(index) != len(records):
        raise CardDataError(f"card file {str(path)!r}: index: {len(index)} names for "
                            f"{len(records)} records")
    for i, raw in enumerate(records):
        if isinstance(raw, str):
            try:
                raw = records[i] = json.loads(raw)
            except (ValueError, RecursionError):
                raise CardDataError(f"card file {str(path)!r}: {render_path(('records', i))}:"
                                    " not a JSON record") from None
        check_shape(raw, BuiltRecord, path, ("records", i))
        names = [raw["name"], *(f["name"] for f in raw["faces"])]
        if list(index[i]) != names:
            raise CardDataError(f"card file {str(path)!r}: {render_path(('index', i))}: "
                                f"{index[i]!r} doesn't name record {raw['name']!r} and its "
                                f"faces {names[1:]!r}")
    return index, records


def built_extras(doc: Mapping[str, Any]) -> tuple[Record, dict[str, str]]:
    """(meta, skipped) of a parsed built-format document: what the data is (sources, dates,
    counts; empty for version 1) and the cards the build left out, with the reason."""
    return dict(doc.get("meta") or {}), dict(doc.get("skipped") or {})


def read_json(path: Path) -> Any:
    """Read a JSON file, gunzipping it if needed: a regular file of at most MAX_FILE_BYTES
    (also once inflated). Errors name the file."""
    try:
        raw = gunzip(read_bytes(path, MAX_FILE_BYTES), MAX_FILE_BYTES)
        return json.loads(raw)
    except UserFileError as exc:
        raise CardDataError(f"card file {str(path)!r}: {exc}") from None
    except UnicodeDecodeError:
        raise CardDataError(f"card file {str(path)!r}: not UTF-8 JSON text") from None
    except ValueError as exc:
        raise CardDataError(f"card file {str(path)!r}: not valid JSON ({exc})") from None
    except RecursionError:
        raise CardDataError(f"card file {str(path)!r}: JSON nested too deeply") from None


def detect_and_convert(doc: Any, path: Path,
                       skipped: dict[str, str] | None = None) -> list[Record]:
    """Recognize a parsed card file, check its shape and return its built records; cards
    Arbiter can't read are left out and named in `skipped` with the reason."""
    src = f"file:{path.name}"
    if isinstance(doc, dict) and doc.get("format") == FORMAT_NAME:
        _, recs = built_index(doc, path)
        return [json.loads(r) if isinstance(r, str) else r for r in recs]
    if isinstance(doc, dict) and isinstance(doc.get("data"), dict) and all(
        isinstance(v, list) for v in list(doc["data"].values())[:5]
    ):
        check_shape(doc, MtgjsonAtomic, path)
        return records_from_mtgjson_atomic(doc, src, skipped)
    if isinstance(doc, list) and doc and all(isinstance(x, dict) for x in doc[:5]):
        first = doc[0]
        if "type_line" in first or first.get("object") == "card":
            check_shape(doc, ScryfallCard, path)
            return records_from_scryfall(doc, src, skipped)
        if "type" in first and "name" in first:
            check_shape(doc, ReferenceRecord, path)
            return records_from_reference(doc, skipped)
    raise CardDataError(
        f"{str(path)!r} is not a card file: expected arbiter cards.json(.gz), MTGJSON "
        "AtomicCards.json or a Scryfall oracle-cards bulk file"
    )
