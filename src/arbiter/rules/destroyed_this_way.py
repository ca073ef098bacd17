"""701.8 / 608.2c: "for each creature destroyed this way" ("Destroy all creatures. They can't
be regenerated. Draw a card for each creature destroyed this way." — Decree of Pain): the
number of permanents of a kind the resolving spell's or ability's "destroy" instructions put
into a graveyard (one saved by regeneration or indestructible wasn't destroyed, 701.19a,
702.12b), each judged as it last existed on the battlefield (608.2h). Counted by the
interpreter (`at_resolution`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class DestroyedThisWay(Value):
    """`card_type` ("Creature", "Artifact" ...), or None: every permanent destroyed."""

    card_type: str | None = "Creature"
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("DestroyedThisWay is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        lki = r.game.lki
        return sum(1 for o in r.destroyed
                   if self.card_type is None or (o in lki and self.card_type in lki[o].types))

    def __str__(self) -> str:
        kind = (self.card_type or "permanent").lower()
        return f"the number of {kind}s destroyed this way"


@dataclass(frozen=True)
class PutIntoGraveyardThisWay(Value):
    """"the number of Mountains put into a graveyard this way" (Volcanic Eruption): of the
    permanents the spell's "destroy" instructions destroyed, those that went to a graveyard
    (one a replacement effect sent elsewhere, 614.6, wasn't put into a graveyard) and had the
    `card_type` or `subtype` as they last existed on the battlefield."""

    card_type: str | None = None
    subtype: str | None = None
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("PutIntoGraveyardThisWay is counted as the spell resolves")

    def at_resolution(self, r: Any) -> int:
        game, n = r.game, 0
        for o in r.destroyed:
            new, ch = r.moved.get(o), game.lki.get(o)
            if new is None or game.obj(new).zone != "graveyard" or ch is None:
                continue
            if (self.card_type is None or self.card_type in ch.types) and \
                    (self.subtype is None or self.subtype in ch.subtypes):
                n += 1
        return n

    def __str__(self) -> str:
        return f"the number of {self.subtype or self.card_type}s put into a graveyard this way"


__all__ = ["DestroyedThisWay", "PutIntoGraveyardThisWay"]
