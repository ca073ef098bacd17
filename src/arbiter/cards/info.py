"""What the card data is, in a user's words: `arbiter cards info` and `arbiter cards info NAME`.

For the whole database: which file, its sources with their dates, how many cards and faces,
the cards that lack a face no source holds, the newest set seen, how many cards of each kind
(Alchemy, Un-cards, planes, schemes, vanguards; 901-904) and how to use a newer file of one's
own. A file built by ``scripts/build_cards.py`` says most of this in its ``meta`` block; for
any other file (an older build, MTGJSON AtomicCards, Scryfall oracle-cards) it is counted
from the records' provenance.

For one card: where each face's Oracle text comes from and as of when, the faces no source
holds, what the build inferred, set codes, and the card's kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from arbiter.cards.database import ENV_VAR, CardDatabase, CardRecord

KIND_WORDS = (("alchemy", "Alchemy cards (digital-only)"), ("unset", "Un-cards"),
              ("planar", "planes and phenomena"), ("scheme", "schemes"),
              ("vanguard", "vanguards"))


def _n(x: int) -> str:
    return f"{x:,}"


def _where(db: CardDatabase) -> str:
    if db.source == "bundled":
        return "the data bundled with Arbiter (arbiter/cards/data/cards.json.gz)"
    return f"{db.source} (named by ${ENV_VAR} or --cards)"


def database_lines(db: CardDatabase) -> list[str]:
    """`arbiter cards info`: what the database is."""
    if db.meta.get("counts"):
        body = _from_meta(db.meta, len(db.skipped))
    else:
        body = _from_records(db)
    return [f"Card data: {_where(db)}", *body,
            f"To use a newer file of your own: {ENV_VAR}=PATH, or --cards PATH (an MTGJSON "
            "AtomicCards.json, a Scryfall oracle-cards file or a file built by "
            "scripts/build_cards.py)."]


def _from_meta(meta: Mapping[str, Any], skipped: int) -> list[str]:
    c = meta["counts"]
    out = [f"{_n(c['cards'])} cards, {_n(c['faces'])} faces."]
    if c.get("incompleteCards"):
        out.append(f"{_n(c['incompleteCards'])} cards lack a face that no source holds "
                   f"({_n(c['missingFaces'])} faces); each is kept with the faces it has, "
                   "and asking for a missing face says so.")
    if skipped:
        out.append(f"{_n(skipped)} cards left out: Arbiter can't read their mana cost "
                   "(asking for one says why).")
    newest = meta.get("newestSet") or {}
    if newest.get("code"):
        line = f"Newest set seen: {newest['name']} ({newest['code']})"
        partly = newest.get("partly")
        if partly:
            line += (f"; {partly['name']} ({partly['code']}) only in part (no "
                     f"{', '.join(partly['lacking'])})")
        out.append(line + ".")
    kinds = [f"{_n(c[k])} {words}" for k, words in KIND_WORDS if c.get(k)]
    if kinds:
        out.append("Of which: " + ", ".join(kinds) + ".")
    if c.get("battles"):
        out.append(f"Battles with their defense (310.4): {c['battlesWithDefense']} of "
                   f"{c['battles']}.")
    out.append("Sources, newest first:")
    for s in meta.get("sources", []):
        out.append(f"  {s['date']:<10}  {s['name']} [{s['id']}]")
        if s.get("supplied"):
            out.append(f"{'':14}supplied {s['supplied']}")
        out.append(f"{'':14}used for {s['use']}")
    if c.get("inferred"):
        out.append(f"{_n(c['inferred'])} cards have a value no source gives, inferred by the "
                   "build (`arbiter cards info NAME` says which).")
    return out


def _from_records(db: CardDatabase) -> list[str]:
    """A file with no meta block: count its records' sources and dates."""
    sources: Counter[tuple[str, str]] = Counter()
    faces = 0
    for name in db:
        rec = db.get(name)
        faces += len(rec.faces)
        prov = rec.provenance
        src = str(prov.get("source") or "unknown")
        sources[(str(prov.get("oracleAsOf") or "date unknown"), _short(src))] += 1
    out = [f"{_n(len(db))} cards, {_n(faces)} faces.",
           "Newest set seen: the file doesn't say.", "Sources, by the cards they gave:"]
    ranked = sorted(sources.items(), key=lambda kv: (-kv[1], kv[0]))
    for (date, src), n in ranked[:8]:
        out.append(f"  {_n(n)} cards: {src}, text as of {date}")
    if len(ranked) > 8:
        rest = sum(n for _, n in ranked[8:])
        out.append(f"  ... and {_n(rest)} cards from {len(ranked) - 8} other sources")
    if db.skipped:
        out.append(f"{_n(len(db.skipped))} cards left out: Arbiter can't read them "
                   "(asking for one says why).")
    return out


def _short(source: str) -> str:
    """A source string without a per-card file path (Forge scripts name one per card)."""
    head, _, rest = source.partition(" + oracle text from ")
    if rest:
        return f"{head} + {rest.split(' ')[0]} text"
    return head if " @ " not in head else head.split(" ")[0] + " card scripts"


def card_lines(db: CardDatabase, record: CardRecord) -> list[str]:
    """`arbiter cards info NAME`: where a card's text comes from."""
    names = {s["id"]: s for s in db.meta.get("sources", [])}
    prov = record.provenance

    def source(src: Any, date: Any) -> str:
        known = names.get(str(src))
        what = f"{known['name']} ({src})" if known else str(src or "unknown")
        return f"{what}, as of {date or 'an unknown date'}"

    out = [f"{record.name} ({record.layout})"]
    others = prov.get("faces") or {}
    for face in record.faces:
        own = others.get(face.name)
        src = source(own["source"], own["oracleAsOf"]) if own else \
            source(prov.get("source"), prov.get("oracleAsOf"))
        out.append(f"  {face.name}: Oracle text from {src}")
    for missing in record.missing_faces:
        out.append(f"  {missing}: missing, no source of the card data holds this face")
    if prov.get("defense"):
        out.append(f"  defense from {prov['defense']}")
    for note in prov.get("inferred") or ():
        out.append(f"  inferred: {note}")
    if prov.get("setCodes"):
        asof = f" (as of {prov['setCodesAsOf']})" if prov.get("setCodesAsOf") else ""
        out.append(f"  printed in{asof}: {', '.join(prov['setCodes'])}")
    if record.is_alchemy:
        out.append("  an Alchemy card: digital-only")
    if record.is_unset:
        out.append("  an Un-card: not legal in tournaments")
    return out
