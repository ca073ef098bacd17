"""601.2f: a spell's own cost change, "This spell costs {N} less to cast [if <condition> |
for each <count>]" (and "more").

The ability is a static ability of the spell itself: it applies while the spell's total cost
is determined (601.2f), as the spell is cast, so it is judged for the spell and its caster
then. Only generic mana is changed (a reduction never goes below {0}, 601.2f).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.abilities import Ability
from arbiter.rules.values import Value
from arbiter.rules.view import context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.conditions import Condition
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class SelfCostChange(Ability):
    """"This spell costs {amount} less (negative) / more (positive) to cast", only while
    `condition` holds, and `per` times over ("for each <count>") when given. `way`: "costs
    {X} less to cast this way" after a keyword of casting ("Flashback {8}{G}{G}. ..."): only
    when the spell is cast with that keyword's cost (601.2b announces it before 601.2f)."""

    amount: int = 0
    condition: Condition | None = None
    per: Value | None = None
    way: str | None = None

    def change(self, game: Game, oid: int, player: int) -> int:
        """The generic amount this ability adds to (or, negative, takes from) the total
        cost of spell `oid` cast by `player` (601.2f)."""
        from arbiter.rules.view import LayerView

        view = LayerView(game.state, game.layers().chars)
        ctx = context_for(view, oid, player)
        if self.condition is not None and not self.condition.holds(view, ctx):
            return 0
        if self.per is None:
            return self.amount
        return self.amount * max(0, self.per.value(view, oid, ctx))  # 107.1b: never below 0


@dataclass(frozen=True)
class GreatestPower(Value):
    """"the greatest power among <objects>" (208.1): 0 when there are none."""

    selector: Selector
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return max((view.chars[o].power or 0 for o in view.state.battlefield()
                    if o in view.chars and self.selector.matches(view, o, ctx)), default=0)
