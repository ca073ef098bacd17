"""Totals of the board and of the turn that conditions compare (107.1b: a calculation or
comparison uses negative values as they are):

    creatures you control have total power 10 or greater     (208.1; Mosswort Bridge)
    an opponent was dealt 7 or more damage this turn          (120.3; Spinerock Knoll)
    a player lost 4 or more life this turn                    (119.3; Knight of the Ebon Legion)
    each player has no cards in hand                          (402.1; Howltooth Hollow)
    you've drawn two or more cards this turn                  (121.2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class TotalPower(Value):
    """208.1 / 107.1b: the sum of the powers of the permanents `selector` matches (a negative
    power counts as it is)."""

    selector: Selector
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return sum(view.chars[o].power or 0 for o in view.state.battlefield()
                   if o in view.chars and self.selector.matches(view, o, ctx))

    def __str__(self) -> str:
        return f"the total power of {self.selector}"


@dataclass(frozen=True)
class OpponentDealtDamage(Condition):
    """120.3: some opponent of the effect's controller was dealt at least `n` damage in all
    this turn (`TurnState.damage_dealt`)."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        dealt = view.state.turn.damage_dealt
        return any(dealt.get(p.index, 0) >= self.n for p in view.state.players
                   if p.index != ctx.controller and not p.lost)


@dataclass(frozen=True)
class OpponentLostLife(Condition):
    """119.3: some opponent of the effect's controller lost at least `n` life in all this
    turn (`TurnState.life_lost`; "if an opponent lost 3 or more life this turn")."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        lost = view.state.turn.life_lost
        return any(lost.get(p.index, 0) >= self.n for p in view.state.players
                   if p.index != ctx.controller and not p.lost)


@dataclass(frozen=True)
class APlayerLostLife(Condition):
    """119.3: some player in the game (the effect's controller too) lost at least `n` life in
    all this turn ("if a player lost 4 or more life this turn")."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        lost = view.state.turn.life_lost
        return any(lost.get(p.index, 0) >= self.n for p in view.state.players if not p.lost)


@dataclass(frozen=True)
class NoCreaturesAttacked(Condition):
    """508.1a: no player declared a creature as an attacker this turn ("if no creatures
    attacked this turn"; a creature put onto the battlefield attacking wasn't declared,
    508.4)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return not any(view.state.turn.attacked_with.values())


@dataclass(frozen=True)
class AHandEmpty(Condition):
    """402.1: some player in the game (the effect's controller included) has no cards in
    hand ("unless a player has no cards in hand")."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return any(not view.state.order.get((p.index, "hand")) for p in view.state.players
                   if not p.lost)


@dataclass(frozen=True)
class EachHandEmpty(Condition):
    """402.1: every player in the game has no cards in hand."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return all(not view.state.order.get((p.index, "hand")) for p in view.state.players
                   if not p.lost)


@dataclass(frozen=True)
class CardsDrawnThisTurn(Value):
    """121.2: how many cards the effect's controller has drawn this turn
    (`TurnState.cards_drawn`; "as long as you've drawn two or more cards this turn")."""

    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return view.state.turn.cards_drawn.get(ctx.controller, 0)


__all__ = ["AHandEmpty", "APlayerLostLife", "CardsDrawnThisTurn", "EachHandEmpty",
           "NoCreaturesAttacked", "OpponentDealtDamage", "OpponentLostLife", "TotalPower"]

