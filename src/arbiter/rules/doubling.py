"""701.10a-c: doubling a creature's power and/or toughness. "Double the power and toughness
of each creature you control" gives each of them +X/+Y, where X is its own power and Y its
own toughness as the spell or ability resolves (701.10b; a negative value gives -X, 701.10c).
701.11a-c: tripling gives +X/+Y where X is twice its power and Y twice its toughness (a
negative value gives -X, twice the difference from 0, 701.11c). Either effect modifies power
and toughness in layer 7c (613.4c); it doesn't set them.

`OwnAsResolved` is the number before it is fixed; `engine.keyword_actions.double` fixes it for each
affected object as the effect is created (611.2c), as `EachFixed`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class OwnAsResolved(Value):
    """701.10b: the affected object's own power (`what` "power") or toughness, as the spell
    or ability that doubles it resolves, `times` over (1 to double; 2 to triple, 701.11b).
    Fixed at resolution; as a layer value it is an error."""

    what: str = "power"
    times: int = 1

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("OwnAsResolved is fixed for each object as the effect is created")

    def __str__(self) -> str:
        return f"its {self.what}" if self.times == 1 else f"{self.times} times its {self.what}"


@dataclass(frozen=True)
class EachFixed(Value):
    """A number fixed for each affected object as the effect was created: (object, number)
    pairs (701.10b); an object not among them gets 0."""

    amounts: tuple[tuple[int, int], ...] = ()

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return dict(self.amounts).get(oid, 0)

    def __str__(self) -> str:
        return "its own amount"
