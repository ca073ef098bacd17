"""608.2c, 701.20a: "the number of cards revealed this way" / "for each card revealed this
way" after "Reveal any number of <cards> in your hand" in the same ability (Cinder Seer,
Jasmine Seer) or "Reveal cards from the top of your library until ..." (Madcap Experiment):
how many cards the player revealed as the ability resolved (`engine.zones.reveal_from_hand`,
`engine.zones.reveal_until`). Counted by the interpreter (`at_resolution`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: Where the resolution keeps the cards revealed.
REVEALED = "revealed_from_hand"


@dataclass(frozen=True)
class RevealedThisWay(Value):
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("RevealedThisWay is counted as the ability resolves")

    def at_resolution(self, r: Any) -> int:
        from arbiter.errors import UnsupportedTextError

        cards = r.chosen.get(REVEALED)
        if cards is None:
            raise UnsupportedTextError(r.item.source_name, "cards revealed this way (nothing "
                                       "was revealed before)")
        return len(cards)

    def __str__(self) -> str:
        return "the number of cards revealed this way"


__all__ = ["REVEALED", "RevealedThisWay"]
