"""603.7: "Draw a card at the beginning of the next turn's upkeep." — a delayed triggered
ability, created as the spell or ability resolves (603.7a), whose source is that spell or
the source of that ability and whose controller is the player who controlled it (603.7d-e).

"The next turn" is the turn after the one it was created in (whoever's it is). The ability
waits for the beginning of an upkeep (603.7b: once); the turn number is an intervening "if"
(603.4), so if that turn has no upkeep (it was skipped, 614.10), the next upkeep seen uses
it up without effect rather than drawing a turn late.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.delayed import DelayedAbility
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.instructions import Draw

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import DrawAtNextUpkeep
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class TurnNumberIs(Condition):
    """The turn is turn N (the turn after the delayed ability was created)."""

    n: int

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return view.state.turn.number == self.n


def do_draw_at_next_upkeep(r: Resolution, step: DrawAtNextUpkeep) -> None:
    """603.7a: create the delayed triggered ability "At the beginning of the next turn's
    upkeep, draw N cards" for the controller of the resolving spell or ability."""
    state = r.game.state
    cards = "a card" if step.n == 1 else f"{step.n} cards"
    ability = TriggeredAbility(
        text=f"At the beginning of the next turn's upkeep, draw {cards}.",
        trigger=Trigger("step", "any", step="upkeep"),
        intervening_if=TurnNumberIs(state.turn.number + 1),
        instructions=(Draw(step.n, who="you"),))
    state.delayed_abilities.append(DelayedAbility(
        ability, r.item.source, r.item.controller, r.item.source_name,
        since=len(state.events)))
    state.touch()


__all__ = ["TurnNumberIs", "do_draw_at_next_upkeep"]
