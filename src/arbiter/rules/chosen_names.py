"""A card name chosen as a permanent entered (201.4, 614.12: "As ~ enters, choose a card
name"), and which objects have it ("sources with the chosen name", "spells with the chosen
name").

201.4: the name must be the name of a card in the Oracle card reference; 201.4b/d/f and
712.19: either half of a split card, either face of a double-faced card, an adventurer's
alternative name; not both at once, and never a token's name that isn't a card's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.rules.selectors import Selector
from arbiter.rules.split_cards import has_name as one_of_its_names

if TYPE_CHECKING:
    from arbiter.cards.database import CardDatabase
    from arbiter.rules.view import EffectContext, LayerView

#: Where the chosen name is kept on the permanent (`engine.replacement.entering`, choice
# "card_name").
KEY = "card_name"


@lru_cache(maxsize=4)
def card_names(db: CardDatabase) -> tuple[str, ...]:
    """201.4: every name a player may choose, sorted."""
    names: set[str] = set()
    for name in db:
        record = db.get(name)
        if record.layout != "token":
            names.update(record.face_names)
    return tuple(sorted(names))


def chosen_name(view: LayerView, source: int | None) -> str | None:
    """The name chosen for `source` as it entered (None: none was chosen)."""
    if source is None or source not in view.state.objects:
        return None
    value = view.state.objects[source].choices.get(KEY)
    return str(value) if value else None


def has_name(view: LayerView, oid: int, name: str | None) -> bool:
    """201.2: an object has a name if its name is that name (a face-down permanent has
    none, 708.2a)."""
    ch = view.chars.get(oid)
    # 709.4a: a split card has the chosen name if one of its two names is that name
    return bool(name) and ch is not None and bool(ch.name) and one_of_its_names(ch.name, name)


@dataclass(frozen=True)
class HasChosenName(Selector):
    """"with the chosen name": the object's name is the name chosen for the effect's
    source as it entered."""

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return has_name(view, oid, chosen_name(view, ctx.source))

    def reads(self) -> frozenset[str]:
        return frozenset({"name"})
