"""Preparing an Oracle line for the grammar: reminder text dropped (207.2), the card's own
name and its self-references ("this creature", 201.5) written as "~", typography made plain."""

from __future__ import annotations

import re

from arbiter.cards.subtypes import ALL_SUBTYPES
from arbiter.rules.keywords import strip_reminder

#: 201.5 / 2023+ Oracle wording: "this creature", "this permanent" ... name the object itself.
_SELF_WORDS = (
    "creature", "permanent", "enchantment", "artifact", "land", "planeswalker", "card",
    "spell", "Equipment", "Aura", "Vehicle", "token", "battle", "Saga", "Class", "Siege",
    "Case", "Room", "Curse",
    "Spacecraft", "Planet",  # 721: station cards
    "emblem",  # 114.4: an emblem's ability naming the emblem ("this emblem deals 5 damage")
)
_THIS = re.compile(r"\b[Tt]his (?:" + "|".join(_SELF_WORDS) + r")\b")


def short_name(name: str, legendary: bool = False) -> str | None:
    """201.5c: the shortened name a card's text may use for it. A name with a comma is
    shortened to the part before it ("Adeline" for "Adeline, Resplendent Cathar"); since the
    2024 Oracle update a legendary's name without one is shortened to the part before "the"
    or "of" ("Karlov" for "Karlov of the Ghost Council", "Vial Smasher" for "Vial Smasher
    the Fierce"), or else to its first word ("Zurgo" for "Zurgo Helmsmasher")."""
    if ", " in name:
        return name.split(", ")[0]
    if not legendary or " " not in name or name.startswith("The "):
        return None
    m = re.match(r"(.+?) (?:the|of) ", name)
    return m.group(1) if m else name.split(" ")[0]


#: A shortened name is not a self-reference where it names a subtype ("a Gideon
#: planeswalker", "another Sliver", "each Garruk you control", "Sliver creatures",
#: "non-Gideon"), another object ("named Ajani's Pridemate") or is part of a longer title
#: ("Storm the Vault", "Blade of Magnus", "Stangg Twin", "Marit Lage", "Calim's Breath").
_NOT_SELF_BEFORE = re.compile(
    r"(?:\b(?:[Aa]|[Aa]n|[Aa]nother|[Oo]ther|[Ee]ach|[Aa]ll|[Nn]o|[Tt]his|named)\s+|[Nn]on-?|"
    r"\b[A-Z][\w'-]* (?:of|the|of the) )$")
_SUBTYPE_BEFORE = re.compile(r"\b[Tt]arget\s+$")  # "target Sliver", not "that target Charix"
_NOT_SELF_AFTER = re.compile(
    r"^(?:\s+(?:creatures?|cards?|planeswalkers?|permanents?|spells?|tokens?|artifacts?|"
    r"enchantments?|lands?|emblems?|you control)\b|[ -][A-Z]|'s [A-Z])")


def _short_to_self(text: str, short: str) -> str:
    """Each use of the shortened name as the object's name, written "~" (201.5c)."""
    subtype = short in ALL_SUBTYPES
    out: list[str] = []
    last = 0
    for m in re.finditer(r"(?<![\w-])" + re.escape(short) + r"(?![\w-])", text):
        before, after = text[:m.start()], text[m.end():]
        if _NOT_SELF_BEFORE.search(before) or _NOT_SELF_AFTER.match(after) or (
                subtype and _SUBTYPE_BEFORE.search(before)):
            continue
        out.append(text[last:m.start()] + "~")
        last = m.end()
    return "".join(out) + text[last:]


def normalize(line: str, name: str, legendary: bool = False) -> str:
    """The line as the grammar reads it: "~" for the object itself (its name, its shortened
    name, 201.5c, and "this creature" ...), plain quotes and dashes."""
    t = strip_reminder(line)
    t = t.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
    t = t.replace("\u201d", '"').replace("\u2212", "-").replace("\u2014", " - ")
    t = re.sub(r"\s+", " ", t).strip()
    # A sentence never starts in lower case: ". then shuffle" (Sphinx Summoner's Oracle text
    # in every source) is the ", then shuffle" of the same template everywhere else.
    t = re.sub(r"\. then\b", ", then", t)
    if name.startswith("A-"):
        name = name[2:]  # an Alchemy rebalanced card's text names the original card
    if name:
        # 201.5 covers the object's own name, not "named <name>": any object with that name
        # (`compiler.grammar.named`) keeps the name.
        t = t.replace(f"named {name}", "named \x00")
        t = t.replace(name, "~")
        short = short_name(name, legendary)
        if short and len(short) > 2:
            t = _short_to_self(t, short)
        t = t.replace("named \x00", f"named {name}")
    # Inside a quoted ability "this artifact" is the object that gets the ability (113.1),
    # read when the quoted text is compiled (`compiler.grammar.quoted`); outside, it is this card.
    parts = t.split('"')
    return '"'.join(_THIS.sub("~", p) if i % 2 == 0 else p for i, p in enumerate(parts))
