"""Object phrases qualified by a name (201.2): "creatures named Ivory Guardians", "each other
creature you control named Timberpack Wolf", "target permanent not named Detention Sphere".

The name after "named" is read as the longest name of a card in the card database that the
text continues with (201.4: card names are those of the Oracle card reference), so "Equipment
named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra" can't swallow the list into one
name, and a word that isn't part of a card name ends it. `compiler.grammar.text.normalize` keeps a
card's own name after "named" (it is a fixed name, not the object itself: 201.5).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules import selectors as s
from arbiter.rules.named import HasName


@lru_cache(maxsize=1)
def _names() -> tuple[frozenset[str], int]:
    """Every card name (201.4: faces of split and double-faced cards too), and the longest
    name's number of words."""
    from arbiter.cards.database import CardDatabase
    from arbiter.rules.chosen_names import card_names

    names = frozenset(card_names(CardDatabase.default()))
    return names, max(len(n.split(" ")) for n in names)


class CardName(pp.Token):
    """The longest card name starting here, ending at a word's end."""

    def __init__(self) -> None:
        super().__init__()
        self.errmsg = "Expected a card name"
        self.mayReturnEmpty = False

    def parseImpl(self, instring: str, loc: int, do_actions: bool = True) -> Any:
        names, most = _names()
        words = instring[loc:].split(" ", most)
        best = None
        for n in range(1, min(len(words), most) + 1):
            candidate = " ".join(words[:n])
            for trimmed in (candidate, candidate.rstrip(".,;:")):
                if trimmed in names:
                    best = trimmed
        if best is None or not best[:1].isupper():
            raise pp.ParseException(instring, loc, self.errmsg, self)
        return loc + len(best), best


def _named(negated: bool) -> Any:
    def build(t: pp.ParseResults) -> Any:
        from arbiter.compiler.grammar.nouns import _Item

        sel: s.Selector = HasName(str(t[0]))
        return _Item("sel", s.Not(sel) if negated else sel)

    return build


#: "named <card name>" / "not named <card name>" after an object phrase.
NAMED = pp.MatchFirst([
    (sup("not named") + CardName()).set_parse_action(_named(True)),
    (sup("named") + CardName()).set_parse_action(_named(False)),
])

__all__ = ["NAMED", "CardName"]
