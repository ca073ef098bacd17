"""Conditions comparing a player with their opponents (102.2, 102.3): "if an opponent has more
life than you" (119), "if an opponent controls more creatures than you" (108.4), "if an
opponent has more cards in hand than you" (402). Each holds when at least one opponent of
the effect's controller who is still in the game (104.3) has strictly more."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext, LayerView


def _measure(view: LayerView, ctx: EffectContext, player: int, what: str,
             selector: Selector | None) -> int:
    state = view.state
    if what == "life":
        return state.players[player].life  # 119.1
    if what == "hand":
        return len(state.zone_list("hand", player))  # 402.1
    # "controls more <permanents>": 108.4, the permanents on the battlefield it controls.
    return sum(1 for oid in state.battlefield() if oid in view.chars
               and view.chars[oid].controller == player
               and (selector is None or selector.matches(view, oid, ctx)))


@dataclass(frozen=True)
class AnOpponentHasMore(Condition):
    """"an opponent has more life than you" (`what` "life"), "... more cards in hand than
    you" ("hand"), "an opponent controls more <permanents> than you" ("controls", with the
    permanents' `selector`)."""

    what: str = "life"
    selector: Selector | None = None
    #: "you have more life than an opponent": an opponent has strictly less (`fewer`).
    fewer: bool = False

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        you = ctx.controller
        mine = _measure(view, ctx, you, self.what, self.selector)
        theirs = (_measure(view, ctx, p.index, self.what, self.selector)
                  for p in view.state.players if p.index != you and not p.lost)
        return any(n < mine if self.fewer else n > mine for n in theirs)

@dataclass(frozen=True)
class ControlsGreatestPower(Condition):
    """208.1: "if you control a creature with the greatest power among creatures on the
    battlefield" / "... the creature with the greatest power or tied for the greatest power":
    some creature the effect's controller controls has power at least that of every creature
    on the battlefield (a tie counts)."""

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        powers = [(view.chars[o].controller, view.chars[o].power or 0)
                  for o in view.state.battlefield()
                  if o in view.chars and "Creature" in view.chars[o].types]
        mine = [p for c, p in powers if c == ctx.controller]
        return bool(mine) and max(mine) >= max(p for _, p in powers)


