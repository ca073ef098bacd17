"""Build every card's record from the sources, newest text first.

- **Text.** The 2026 MTGJSON corpus gives each card's Oracle text, costs, types and P/T:
  every single-faced card, the front face of every multi-face card, the back face of each
  transform card (712) and each melded permanent (712.4). It keeps only the front of other
  multi-face cards, so their other faces come from Scryfall (2025), then from MTGJSON 2022.
  A face none of them holds is named in ``missingFaces``: the card keeps its front face.
  The seed and Midnight Hunt cards get the corpus's text too (it is newer than the 2022 MID
  file and the Forge and Scryfall texts of the seed list); only the two Role tokens, which
  the corpus doesn't carry, keep the seed list's text. Cards that only the 2022 file has
  (renamed cards, withdrawn Alchemy versions) keep its 2022 text.
- **Colors** (202.2, 204): from each face's mana cost and color indicator. A face without a
  mana cost takes its indicator from MTGJSON 2022 or Scryfall; a back face none of them
  covers gets the card's color identity (a land, none), recorded in ``inferred``.
- **Mana value** (202.3): each face's own cost; 202.3b: a transform back face uses its front
  face's cost; 202.3c: a melded permanent the combined costs of its two fronts; 710.1c: a
  flip card's flipped half keeps the card's cost. 202.3d / 709.4b: a split card's total is
  computed from its halves when the card is loaded (`CardRecord.mana_value`).
- **Defense** (310.4): on a battle's front face, from the Forge transcription.
- **Reversible cards** (the same card on both sides) are the card itself: left out when the
  card has its own record. Meld cards: each front is its own card named by its front face
  (712.4), and the melded permanent a card of its own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from cards_build import faces as F
from cards_build.kinds import classify
from cards_build.sources import ATOMIC, CORPUS, DATES, FORGE, SCRYFALL, SEED, Reference

Record = dict[str, Any]
_SEED_KEYS = ("groups", "collectorNumbers", "rarity", "requestedName")
_SIDES = "abcdefgh"


class Builder:
    """Builds the records; `skipped` gets cards whose content Arbiter can't read."""

    def __init__(self, ref: Reference) -> None:
        self.ref = ref
        self.fronts = [r for r in ref.corpus if r.get("face") != "back"]
        self.backs = {(r["front"], r["name"]): r for r in ref.corpus if r.get("face") == "back"}
        self.names = {r["name"] for r in self.fronts}
        self.kinds = classify(ref.corpus, ref.atomic, ref.scryfall)
        self.skipped: dict[str, str] = {}
        #: melded permanent -> the costs of the meld cards whose fronts make it (202.3c).
        self.meld_costs: dict[str, list[str | None]] = {}
        for r in self.fronts:
            parts = r["name"].split(" // ")
            if r["layout"] == "meld" and len(parts) == 2:
                self.meld_costs.setdefault(parts[1], []).append(r.get("manaCost"))

    # -- whole cards ------------------------------------------------------------------------
    def build(self) -> list[Record]:
        out: dict[str, Record] = {}
        for rec in self.fronts:
            if self._duplicate_reversible(rec):
                continue
            try:
                built = self._card(rec)
            except ValueError as e:
                self.skipped[rec["name"]] = str(e)
                continue
            out.setdefault(built["name"], built)
        for name, rec in sorted(self.ref.atomic.items()):
            first = name.split(" // ")[0]
            if name not in out and first not in out and name not in self.names:
                out[name] = self._from_atomic(rec)
        for name, rec in sorted(self.ref.seed.items()):
            if name not in out and name not in self.names:
                out[name] = self._from_seed(rec)
        return list(out.values())

    def _duplicate_reversible(self, rec: Mapping[str, Any]) -> bool:
        """A reversible card whose sides are one card that has its own record."""
        if rec["layout"] != "reversible_card":
            return False
        parts = rec["name"].split(" // ")
        half = len(parts) // 2
        return " // ".join(parts[:half]) in self.names

    def _card(self, rec: Mapping[str, Any]) -> Record:
        name, layout = rec["name"], rec["layout"]
        parts = name.split(" // ")
        prov: Record = {"source": CORPUS, "oracleAsOf": DATES[CORPUS]}
        notes: list[str] = []
        if layout == "meld" and len(parts) == 2:
            name, parts = parts[0], [parts[0]]  # 712.4: the melded permanent is its own card
        faces: list[tuple[F.Face, str]] = [(F.from_mtgjson(rec, parts[0]), CORPUS)]
        missing: list[str] = []
        if layout == "transform" and rec.get("back"):
            back = self.backs.get((parts[0], rec["back"]))
            if back is None:
                missing.append(rec["back"])
            else:
                faces.append((F.from_mtgjson(back), CORPUS))
        elif len(parts) > 1:
            others, source = self._other_faces(name, parts)
            faces += [(f, source) for f in others]
            missing = parts[len(faces):]
        built = [self._finish(name, layout, rec, i, face, notes, len(faces))
                 for i, (face, _) in enumerate(faces)]
        self._defense(name, built, prov, notes)
        for face, source in faces[1:]:
            if source != CORPUS:
                prov.setdefault("faces", {})[face["name"]] = {
                    "source": source, "oracleAsOf": DATES[source]}
        self._older_facts(rec["name"], prov)
        if notes:
            prov["inferred"] = notes
        kinds = self.kinds.get(rec["name"], set())
        return _clean({"name": name, "layout": layout, "faces": built,
                       "keywords": rec.get("keywords"), "missingFaces": missing,
                       "isAlchemy": "alchemy" in kinds, "isUnset": "unset" in kinds,
                       "provenance": prov})

    def _other_faces(self, name: str, parts: list[str]) -> tuple[list[F.Face], str]:
        """The faces after the first of a non-transform multi-face card, from the newest
        source that has them all."""
        card = self.ref.scryfall.get(name)
        if card and [f["name"] for f in card.get("card_faces") or []] == parts:
            return [F.from_scryfall(f) for f in card["card_faces"][1:]], SCRYFALL
        old = self.ref.atomic.get(name)
        if old and [f["name"] for f in old.get("faces") or []] == parts:
            return [F.from_mtgjson(f) for f in old["faces"][1:]], ATOMIC
        return [], CORPUS

    # -- one face -------------------------------------------------------------------------
    def _finish(self, card: str, layout: str, rec: Mapping[str, Any], i: int, face: F.Face,
                notes: list[str], count: int) -> F.Face:
        if layout == "flip" and i > 0 and not face.get("manaCost"):
            face["manaCost"] = rec.get("manaCost")  # 710.1c: the cost doesn't change
        if i > 0 and not face.get("loyalty") and "Planeswalker" in face.get("types", []):
            face["loyalty"] = self._atomic_face(card, face["name"]).get("loyalty")
        indicator = None
        if not face.get("manaCost"):
            indicator = self._indicator(card, layout, rec, i, face, notes)
        side = _SIDES[i] if count > 1 else None
        out = F.finish(face, indicator, side)
        if i > 0 and layout == "transform":
            out["manaValue"] = F.cost_value(rec.get("manaCost"))  # 202.3b
        elif layout == "meld" and not face.get("manaCost") and face["name"] in self.meld_costs:
            out["manaValue"] = sum(F.cost_value(c) for c in self.meld_costs[face["name"]])
        return out

    def _atomic_face(self, card: str, face: str) -> Mapping[str, Any]:
        for key in (card, _original(card)):
            old = self.ref.atomic.get(key)
            if old is None:
                continue
            for f in old.get("faces") or [old]:
                if f["name"] in (face, _original(face)):
                    return f
        return {}

    def _indicator(self, card: str, layout: str, rec: Mapping[str, Any], i: int,
                   face: F.Face, notes: list[str]) -> list[str] | None:
        """204: the color indicator of a face with no mana cost, from the sources, else
        (back faces and melded permanents only) inferred and noted."""
        old = self._atomic_face(card, face["name"])
        if old:
            return old.get("colorIndicator")
        for key in (card, _original(card)):
            for f in (self.ref.scryfall.get(key) or {}).get("card_faces") or []:
                if f["name"] in (face["name"], _original(face["name"])):
                    return f.get("colors") or None
        seed = self.ref.seed.get(card)
        for f in (seed or {}).get("faces") or []:
            if f["name"] == face["name"]:
                return f.get("colorIndicator")
        back = i > 0 or (layout == "meld" and face["name"] in self.meld_costs)
        if not back:
            return None
        types = face.get("types") or []
        if "Land" in types and "Creature" not in types:
            return None
        guess = F.ordered(rec.get("colorIdentity") or [])
        if guess:
            notes.append(f"color indicator of {face['name']}: {''.join(guess)}, the card's "
                         "color identity (no source gives it)")
            face["unverified"] = ["colorIndicator"]  # principle 5: the engine won't rely on it
        return guess or None

    def _defense(self, card: str, built: list[F.Face], prov: Record,
                 notes: list[str]) -> None:
        """310.4: a battle's printed defense, on its front face."""
        front = built[0]
        if "Battle" not in front.get("types", []):
            return
        found = self.ref.defense.get(card)
        if found:
            front["defense"] = found[0]
            prov["defense"] = f"{FORGE}: {found[1]}"
            return
        seed = self.ref.seed.get(card)
        if seed and seed.get("defense"):
            front["defense"] = seed["defense"]
            prov["defense"] = f"{SEED}: {seed.get('source')}"
            return
        notes.append(f"defense of {front['name']}: unknown (no source gives it)")
        front["unverified"] = [*front.get("unverified", []), "defense"]

    def _older_facts(self, card: str, prov: Record) -> None:
        """Set codes (MTGJSON 2022) and the seed list's MID collector numbers and rarity."""
        first = card.split(" // ")[0]
        old = self.ref.atomic.get(card) or self.ref.atomic.get(first)
        seed = self.ref.seed.get(card) or self.ref.seed.get(first)
        codes = (seed or {}).get("setCodes") or (old or {}).get("setCodes")
        if codes:
            prov["setCodes"] = sorted(codes)
            prov["setCodesAsOf"] = DATES[ATOMIC]
        for key in _SEED_KEYS:
            if seed and seed.get(key):
                prov[key] = seed[key]

    # -- cards only the older sources have -------------------------------------------------
    def _from_atomic(self, rec: Mapping[str, Any]) -> Record:
        return self._older(rec, ATOMIC, DATES[ATOMIC], rec.get("name", "").startswith("A-"))

    def _from_seed(self, rec: Mapping[str, Any]) -> Record:
        return self._older(rec, str(rec.get("source") or SEED), str(rec.get("oracleAsOf")),
                           False)

    def _older(self, rec: Mapping[str, Any], source: str, date: str, alchemy: bool) -> Record:
        name, layout = rec["name"], rec.get("layout") or "normal"
        if layout == "meld" and " // " in name:
            name = name.split(" // ")[0]
        faces_in = rec.get("faces") or [rec]
        built = []
        for i, f in enumerate(faces_in):
            face = F.from_mtgjson(f, f["name"] if rec.get("faces") else name)
            if layout == "flip" and i > 0 and not face.get("manaCost"):
                face["manaCost"] = faces_in[0].get("manaCost")  # 710.1c
            out = F.finish(face, f.get("colorIndicator"), _SIDES[i] if len(faces_in) > 1
                           else None)
            if i > 0 and layout == "transform":
                out["manaValue"] = F.cost_value(faces_in[0].get("manaCost"))  # 202.3b
            elif layout == "meld" and not face.get("manaCost"):
                out["manaValue"] = _number(f.get("manaValue"))  # 202.3c, as the source says
            built.append(out)
        prov: Record = {"source": source, "oracleAsOf": date}
        self._older_facts(rec["name"], prov)
        return _clean({"name": name, "layout": layout, "faces": built,
                       "keywords": rec.get("keywords"), "isAlchemy": alchemy,
                       "provenance": prov})


def _original(name: str) -> str:
    """The card an Alchemy rebalanced card ("A-Name") rebalances."""
    return " // ".join(re.sub(r"^A-", "", p) for p in name.split(" // "))


def _number(x: Any) -> int | float:
    if x is None:
        return 0
    return int(x) if float(x).is_integer() else float(x)


def _clean(d: Mapping[str, Any]) -> Record:
    return {k: v for k, v in d.items() if v is not None and v is not False and v != []
            and v != {} and v != ""}
