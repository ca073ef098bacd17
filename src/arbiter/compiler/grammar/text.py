"""Preparing an Oracle line for the grammar: reminder text dropped (207.2), the card's own
name and its self-references ("this creature", 201.5) written as "~", typography made plain."""

from __future__ import annotations

import re

from arbiter.rules.keywords import strip_reminder

#: 201.5 / 2023+ Oracle wording: "this creature", "this permanent" ... name the object itself.
_SELF_WORDS = (
    "creature", "permanent", "enchantment", "artifact", "land", "planeswalker", "card",
    "spell", "Equipment", "Aura", "Vehicle", "token", "battle", "Saga", "Class", "Siege",
    "Case", "Room", "Curse",
)
_THIS = re.compile(r"\b[Tt]his (?:" + "|".join(_SELF_WORDS) + r")\b")


def short_name(name: str) -> str | None:
    """201.4a-ish: a legendary's text may name it by the part before the comma."""
    if ", " in name:
        return name.split(", ")[0]
    if " of the " in name:
        return None
    return None


def normalize(line: str, name: str) -> str:
    """The line as the grammar reads it: "~" for the object itself, plain quotes and dashes."""
    t = strip_reminder(line)
    t = t.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
    t = t.replace("\u201d", '"').replace("\u2212", "-").replace("\u2014", " - ")
    t = re.sub(r"\s+", " ", t).strip()
    if name.startswith("A-"):
        name = name[2:]  # an Alchemy rebalanced card's text names the original card
    if name:
        # 201.5 covers the object's own name, not "named <name>": any object with that name
        # (`compiler.grammar.named`) keeps the name.
        t = t.replace(f"named {name}", "named \x00")
        t = t.replace(name, "~")
        short = short_name(name)
        if short and len(short) > 2:
            t = re.sub(r"\b" + re.escape(short) + r"\b", "~", t)
        t = t.replace("named \x00", f"named {name}")
    # Inside a quoted ability "this artifact" is the object that gets the ability (113.1),
    # read when the quoted text is compiled (`compiler.grammar.quoted`); outside, it is this card.
    parts = t.split('"')
    return '"'.join(_THIS.sub("~", p) if i % 2 == 0 else p for i, p in enumerate(parts))
