"""614.1a / 614.6 / 113.6b: "If ~ would be put into a graveyard from anywhere, reveal ~ and
shuffle it into its owner's library instead." (Darksteel Colossus, Progenitus, Nexus of Fate).

The ability is the engine's zone-change replacement (`Game._replace_zone_change`): a rules part
"replace_zone_change" with detail `DETAIL` (from anywhere, to a graveyard, to its owner's
library instead, then that library is shuffled, 701.24a). Revealing shows the card (701.20a);
it changes nothing else. The card is never put into a graveyard (614.6): it doesn't die.

113.6b: "from anywhere" includes a library (a card milled or discarded from the top). A card
in a library has no effects of its own in the layer system's answer, so its printed abilities
are read there, and an object in another zone off the battlefield has its abilities read from
its characteristics (`from_anywhere`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.abilities import StaticAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: from anywhere, to a graveyard, to its owner's library instead, shuffled.
DETAIL = ("any", "graveyard", "library", "shuffle")
RULE = "replace_zone_change"


@dataclass(frozen=True)
class PrintedReplacement:
    """An object's own zone-change replacement read from its abilities off the battlefield."""

    key: tuple
    name: str


def from_anywhere(game: Game, res: Any, oid: int) -> list[tuple[Any, Any]]:
    """113.6b: the object's own "from anywhere" zone-change replacements, read from its
    abilities in the layer result `res` (an object in a hand, a graveyard, exile or on the
    stack: abilities of objects there don't create effects in the layer system), or from
    its printed abilities in a library (where the layer result holds no characteristics; no
    continuous effect changes the abilities of a card in a library)."""
    obj = game.obj(oid)
    ch = res.chars.get(oid)
    if ch is not None:
        abilities = [inst.ability for inst in ch.abilities]
    elif obj.card is not None and obj.zone == "library":
        abilities = list(game.catalog.abilities(obj.card, obj.face))
    else:
        return []
    found: list[tuple[Any, Any]] = []
    for i, ab in enumerate(abilities):
        if not isinstance(ab, StaticAbility):
            continue
        for spec in ab.effects:
            for p in spec.parts:
                detail = getattr(p, "detail", None)
                if getattr(p, "rule", None) == RULE and detail and detail[0] == "any":
                    found.append((PrintedReplacement(("own", oid, i), game.name_of(oid)),
                                  detail))
    return found


def shuffles(detail: Any) -> bool:
    """Does this replacement shuffle the library the object is put into?"""
    return len(detail) > 3 and detail[3] == "shuffle"


__all__ = ["DETAIL", "PrintedReplacement", "from_anywhere", "shuffles"]
