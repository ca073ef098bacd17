"""Numbers about a player a triggered ability's event names, and differences (107.1, 608.2h):

    where X is the number of cards in their hand minus 4           (Black Vise)
    where X is 3 minus the number of cards in their hand           (The Rack)
    equal to the number of Swamps they control                     (Karma)
    equal to the life they lost this turn        (119.3: Wound Reflection, Archfiend of Despair)

"Their" / "they" / "that player" is the player the event names (603.2: the active player
whose upkeep began, 503.1); the compiler writes the player as a reference, bound like any
"that player" (`compiler.grammar.refs`). 107.1b: a calculation that determines the result of
an effect and yields a negative number uses zero instead ("deals X damage" with X below zero
deals none). Each is counted by the interpreter as the instruction is carried out
(`at_resolution`, 608.2h), so they serve resolving effects only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions.references import Ref
from arbiter.rules.selectors import Selector
from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


def _players(r: Any, who: Ref | tuple[int, ...]) -> list[int]:
    if isinstance(who, tuple):  # the players themselves (`engine.stack.each_own_count`)
        return list(who)
    return [p[1] if isinstance(p, tuple) else p for p in r.ref(who)]


@dataclass(frozen=True)
class CardsInHandOf(Value):
    """"the number of cards in their hand" (402.1: a player's hand)."""

    who: Ref = Ref("pronoun_player")
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("CardsInHandOf is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        state = r.game.state
        return sum(len(state.zone_list("hand", p)) for p in _players(r, self.who))

    def __str__(self) -> str:
        return "the number of cards in that player's hand"


@dataclass(frozen=True)
class ControlledBy(Value):
    """"the number of <permanents> they control" (108.4: the permanents that player
    controls)."""

    selector: Selector | None = None
    who: Ref = Ref("pronoun_player")
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("ControlledBy is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        players = set(_players(r, self.who))
        view, ctx = r.view_context()
        return sum(1 for o in r.game.state.battlefield()
                   if view.controller(o) in players
                   and (self.selector is None or self.selector.matches(view, o, ctx)))

    def __str__(self) -> str:
        return f"the number of {self.selector} that player controls"


@dataclass(frozen=True)
class LifeLostBy(Value):
    """119.3: the life that player lost this turn (`TurnState.life_lost`: damage and paying
    life are losses too, 119.4)."""

    who: Ref = Ref("pronoun_player")
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("LifeLostBy is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        lost = r.game.state.turn.life_lost
        return sum(lost.get(p, 0) for p in _players(r, self.who))

    def __str__(self) -> str:
        return "the life that player lost this turn"


@dataclass(frozen=True)
class Difference(Value):
    """"<a> minus <b>"; 107.1b: a negative result is zero."""

    a: Any = 0
    b: Any = 0
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("Difference is counted as the spell or ability resolves")

    def at_resolution(self, r: Any) -> int:
        return max(0, r.number(self.a) - r.number(self.b))

    def __str__(self) -> str:
        return f"{self.a} minus {self.b}"


__all__ = ["CardsInHandOf", "ControlledBy", "Difference", "LifeLostBy"]
