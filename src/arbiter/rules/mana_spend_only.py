"""106.6: "Spend this mana only to cast <kinds of> spells [or activate abilities of <kinds of>
sources]", as one restriction the mana carries in its player's pool.

A restriction is a string (the pool keys mana by type and restriction, `engine.mana.pool`):
``only:<spells>|<sources>``, each side a list of alternatives joined by ";", each alternative
the qualities a spell (or an ability's source) must all have, joined by "&":

    "Spend this mana only to cast a Dragon creature spell."        only:Creature&Dragon|
    "... to cast Mount or Vehicle spells."                           only:Mount;Vehicle|
    "... to cast an Ally spell or activate an ability of an Ally source."   only:Ally|Ally
    "... to cast an artifact spell or activate an ability."         only:Artifact|*

An empty side allows nothing of that kind; "*" allows any. A quality is a card type
("Creature", 205.2a), a supertype ("Legendary", 205.4), a subtype ("Dragon", 205.3), a color
word ("blue", 105.1) or "multicolored" / "monocolored" / "colorless" (105.2).
"""

from __future__ import annotations

PREFIX = "only:"
ANY = "*"
#: 105.2: the color qualities that aren't one color.
COLOR_COUNTS = {"multicolored": (2, 5), "monocolored": (1, 1), "colorless": (0, 0)}

Alternatives = tuple[frozenset[str], ...]


def encode(spells: Alternatives | None, sources: Alternatives | None) -> str:
    """The restriction's string; `None` on a side: any spell (or any ability's source)."""
    def side(alts: Alternatives | None) -> str:
        if alts is None:
            return ANY
        return ";".join("&".join(sorted(a)) for a in alts)
    return PREFIX + side(spells) + "|" + side(sources)


def decode(restriction: str) -> tuple[Alternatives | None, Alternatives | None]:
    body = restriction.removeprefix(PREFIX)
    spells, sources = body.split("|")

    def side(text: str) -> Alternatives | None:
        if text == ANY:
            return None
        return tuple(frozenset(a.split("&")) for a in text.split(";") if a)
    return side(spells), side(sources)
