"""603.7 / 121: "Its controller may draw up to two cards at the beginning of the next turn's
upkeep." (Arcane Denial) — a delayed triggered ability created as the spell resolves (603.7a),
controlled by the player who controlled that spell (603.7d), whose effect is about another
player: the player named as it was created (the countered spell's controller, 608.2h), who
chooses as it resolves how many cards to draw, none to N (121.2: one at a time).

"The next turn" is the turn after the one it was created in (`engine.triggers.next_upkeep`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import Trigger
from arbiter.engine.triggers.delayed import DelayedAbility
from arbiter.engine.triggers.next_upkeep import TurnNumberIs
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PlayerMayDrawAtNextUpkeep(Instruction):
    """603.7a: create "At the beginning of the next turn's upkeep, <player> may draw up to N
    cards", `who` the player (a reference, read now)."""

    n: int = 2
    who: Any = field(default_factory=lambda: Ref("pronoun_controller"))


@dataclass(frozen=True)
class MayDrawUpTo(Instruction):
    """121.2: `player` (a player index fixed when the ability was made) draws 0 to N cards,
    choosing how many."""

    n: int = 2
    player: int = 0


def do_player_may_draw_at_next_upkeep(r: Resolution, step: PlayerMayDrawAtNextUpkeep) -> None:
    players = r.players(step.who)
    if not players:
        return  # 608.2b: no such player now
    state = r.game.state
    cards = "a card" if step.n == 1 else f"up to {step.n} cards"
    ability = TriggeredAbility(
        text=f"At the beginning of the next turn's upkeep, {r.game.player_name(players[0])} "
             f"may draw {cards}.",
        trigger=Trigger("step", "any", step="upkeep"),
        intervening_if=TurnNumberIs(state.turn.number + 1),
        instructions=(MayDrawUpTo(step.n, players[0]),))
    state.delayed_abilities.append(DelayedAbility(
        ability, r.item.source, r.item.controller, r.item.source_name,
        since=len(state.events)))  # 603.7d: controlled by the spell's controller
    state.touch()


def do_may_draw_up_to(r: Resolution, step: MayDrawUpTo) -> None:
    n = r.game.decide(Decision("number", f"draw how many cards (up to {step.n})?",
                               step.player, [(str(i), i) for i in range(1, step.n + 1)],
                               optional=True, key="draw_up_to"))  # declined: none
    r.game.draw(step.player, int(n or 0))


__all__ = ["MayDrawUpTo", "PlayerMayDrawAtNextUpkeep", "do_may_draw_up_to",
           "do_player_may_draw_at_next_upkeep"]
