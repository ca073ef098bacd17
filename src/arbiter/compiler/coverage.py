"""The coverage report: how much of the card database Arbiter reads fully (principle 5:
what it can't read is an explicit unsupported part that keeps the text)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from arbiter.cards.database import CardRecord
from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts


@dataclass
class Coverage:
    cards: int = 0
    fully_read: int = 0
    #: Static abilities that create continuous effects (lines like "... get +1/+1",
    #: "... is a ...", "... have ..."): how many there are and how many are read.
    static_lines: int = 0
    static_read: int = 0
    #: Lines of instants and sorceries with the same wording ("Target creature gets +2/+2
    #: until end of turn."): spell abilities (113.3a) whose continuous effects come from a
    #: resolving spell (611.2), counted apart from the static abilities.
    spell_effect_lines: int = 0
    spell_effect_read: int = 0
    unread: Counter[str] = field(default_factory=Counter)
    per_set: dict[str, list[int]] = field(default_factory=dict)
    #: [cards, fully read] by kind of card: "traditional", and reported apart "un-set",
    #: "alchemy" (digital-only), "plane", "scheme", "vanguard" (`kind_of`).
    per_kind: dict[str, list[int]] = field(default_factory=dict)
    #: [cards, fully read] by keyword the card data lists for a card (702, 701).
    per_keyword: dict[str, list[int]] = field(default_factory=dict)
    #: The cards measured that are fully read (to report a list of names, `--names`).
    read_names: set[str] = field(default_factory=set)

    def share(self) -> float:
        return self.fully_read / self.cards if self.cards else 0.0

    def traditional(self) -> tuple[int, int]:
        """(cards, fully read) of the traditional cards: every card but Un-set, Alchemy,
        plane, scheme and vanguard cards."""
        n, k = self.per_kind.get("traditional", [0, 0])
        return n, k

    def as_dict(self, top: int = 20) -> dict[str, Any]:
        return {
            "cards": self.cards, "fully_read": self.fully_read,
            "share_fully_read": round(self.share(), 4),
            "static_continuous_lines": self.static_lines,
            "static_continuous_read": self.static_read,
            "share_static_read": round(self.static_read / self.static_lines, 4)
            if self.static_lines else 0.0,
            "spell_continuous_lines": self.spell_effect_lines,
            "spell_continuous_read": self.spell_effect_read,
            "per_set": {s: {"cards": n, "fully_read": k, "share": round(k / n, 4)}
                        for s, (n, k) in sorted(self.per_set.items())},
            "per_kind": {s: {"cards": n, "fully_read": k, "share": round(k / n, 4)}
                         for s, (n, k) in sorted(self.per_kind.items())},
            "per_keyword": {s: {"cards": n, "fully_read": k, "share": round(k / n, 4)}
                            for s, (n, k) in sorted(self.per_keyword.items(),
                                                    key=lambda kv: (-kv[1][0], kv[0]))},
            "most_frequent_unread": self.unread.most_common(top),
        }


#: Shapes of lines that are static abilities creating continuous effects (613): the
#: templates the layer system serves.
_STATIC = re.compile(
    r"\b(gets? [+-]\d|gets? \+X|have |has |lose all abilities|loses all abilities|"
    r"is (?:a|an|every|the chosen|all colors|colorless|black|blue|green|red|white)\b|"
    r"are (?:\w+ )?(?:creatures|lands|artifacts|enchantments|the chosen|black|blue|green|"
    r"red|white|colorless)|(?-i:are (?:[A-Z][a-z]+ )*[A-Z][a-z]+s\b)|"
    r"in addition to its other types|base power and toughness|"
    r"power and toughness are each equal|power is equal|You control enchanted)",
    re.IGNORECASE)
_TRIGGER_OR_ACTIVATED = re.compile(r"^(When|Whenever|At the beginning)|^[^\"]*:\s")
#: 207.2c: an ability word ("Landfall \u2014 ") says nothing about the kind of ability.
_ABILITY_WORD = re.compile(r"^[A-Z][\w'-]*(?: [\w'-]+){0,3} \u2014 ")
#: 100.2a: deck-construction rules are not abilities that create continuous effects.
_DECK_RULE = re.compile(r"^A deck can have")


#: 113.6: the static abilities an instant or sorcery has speak of the spell itself.
_SPELL_STATIC = re.compile(r"^This spell\b")


def has_continuous_wording(line: str) -> bool:
    """Does this line read like a continuous effect ("gets +1/+1", "have flying", "is a
    ...") outside a triggered or activated ability (603.1, 602.1; an ability word changes
    nothing, 207.2c) and outside deck-construction rules (100.2a)?"""
    body = _ABILITY_WORD.sub("", line)
    return bool(_STATIC.search(body)) and not _TRIGGER_OR_ACTIVATED.search(body) \
        and not _DECK_RULE.search(body)


def is_static_continuous(line: str, spell: bool = False) -> bool:
    """Is this line a static ability that creates a continuous effect (604.1, 611.3)? A
    triggered or activated ability (with or without an ability word) is not, even if its
    effect mentions "gets +1/+1". On an instant or sorcery (`spell`), text is a spell
    ability (113.3a), followed as the spell resolves, unless it is one of the static
    abilities that speak of the spell itself (113.6: "This spell ...")."""
    if not has_continuous_wording(line):
        return False
    return not spell or bool(_SPELL_STATIC.search(_ABILITY_WORD.sub("", line)))


def phrase(text: str, name: str) -> str:
    """A line with the card's own name and numbers abstracted, to count common phrases."""
    t = text.replace(name, "~")
    t = re.sub(r"\{[^}]+\}", "{…}", t)
    t = re.sub(r"\b\d+\b", "N", t)
    return t[:90]


def measure(catalog: Catalog | None = None, set_code: str | None = None,
            workers: int | None = None, names: list[str] | None = None) -> Coverage:
    """Compile every card (or a set's, or the cards `names`) and count what is read. With the
    default catalog the cards are shared among `workers` processes (default: one per CPU)."""
    import os

    if catalog is not None:
        return _measure(catalog, list(catalog.db) if names is None else names, set_code)
    catalog = Catalog()
    names = list(catalog.db) if names is None else names
    workers = workers or os.cpu_count() or 1
    if workers <= 1 or set_code:
        return _measure(catalog, names, set_code)
    from concurrent.futures import ProcessPoolExecutor

    chunks = [names[i::workers] for i in range(workers)]
    with ProcessPoolExecutor(workers) as pool:
        parts = list(pool.map(_measure_chunk, chunks, [set_code] * workers))
    return merge(parts)


def _measure_chunk(names: list[str], set_code: str | None) -> Coverage:
    return _measure(Catalog(), names, set_code)


def merge(parts: list[Coverage]) -> Coverage:
    """The figures of several parts of a database, added up."""
    out = Coverage()
    for p in parts:
        out.cards += p.cards
        out.fully_read += p.fully_read
        out.static_lines += p.static_lines
        out.static_read += p.static_read
        out.spell_effect_lines += p.spell_effect_lines
        out.spell_effect_read += p.spell_effect_read
        out.unread.update(p.unread)
        out.read_names |= p.read_names
        for mine, theirs in ((out.per_set, p.per_set), (out.per_kind, p.per_kind),
                             (out.per_keyword, p.per_keyword)):
            for code, (n, k) in theirs.items():
                entry = mine.setdefault(code, [0, 0])
                entry[0] += n
                entry[1] += k
    return out


#: 901-905 / 309-312: the casual variants' cards, reported apart from traditional cards.
_VARIANT_TYPES = {"Plane": "plane", "Phenomenon": "plane", "Scheme": "scheme",
                  "Vanguard": "vanguard"}


def kind_of(record: CardRecord) -> str:
    """What kind of card this is for the report: Un-set and digital-only Alchemy cards, the
    cards of Planechase, Archenemy and Vanguard, or a traditional card."""
    if record.is_unset:
        return "un-set"
    if record.is_alchemy:
        return "alchemy"
    for t in record.faces[0].types:
        if t in _VARIANT_TYPES:
            return _VARIANT_TYPES[t]
    return "traditional"


def _count(table: dict[str, list[int]], key: str, ok: bool) -> None:
    entry = table.setdefault(key, [0, 0])
    entry[0] += 1
    entry[1] += ok


def _measure(catalog: Catalog, names: list[str], set_code: str | None) -> Coverage:
    db = catalog.db
    cov = Coverage()
    for name in names:
        record = db.get(name)
        sets = list(record.provenance.get("setCodes") or [])
        if set_code and set_code.upper() not in sets:
            continue
        ok = True
        for i, face in enumerate(record.faces):
            try:
                abilities = catalog.abilities(record.name, i)
            except (ValueError, KeyError):
                ok = False
                cov.unread["(the card's definition doesn't match its text)"] += 1
                continue
            spell = bool({"Instant", "Sorcery"} & set(face.types))
            for a in abilities:
                nested = unread_parts(a)  # 711.2, 716.2a: lines granted at a level
                read = not nested
                for part in nested:
                    ok = False
                    cov.unread[phrase(part.text, face.name)] += 1
                if is_static_continuous(a.text, spell):
                    cov.static_lines += 1
                    cov.static_read += read
                elif spell and has_continuous_wording(a.text):
                    cov.spell_effect_lines += 1
                    cov.spell_effect_read += read
        cov.cards += 1
        cov.fully_read += ok
        if ok:
            cov.read_names.add(record.name)
        for s in sets if not set_code else [set_code.upper()]:
            _count(cov.per_set, s, ok)
        _count(cov.per_kind, kind_of(record), ok)
        for keyword in dict.fromkeys(k.lower() for k in record.keywords):
            _count(cov.per_keyword, keyword, ok)
    catalog.flush()  # a worker process ends without running exit handlers
    return cov
