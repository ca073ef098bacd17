"""121.1 with 608.2d: "<player> may draw a card", where the player is someone other than the
controller of the resolving ability ("its controller may draw a card", Edric, Spymaster of
Trest): that player chooses, as the ability resolves, whether to draw.

    Whenever a creature deals combat damage to one of your opponents, its controller may
    draw a card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class PlayerMayDraw(Instruction):
    """`who` (a player reference) may draw `n` cards: all of them or none."""

    n: int = 1
    who: Any = field(default_factory=lambda: Ref("pronoun_controller"))


def do_player_may_draw(r: Resolution, step: PlayerMayDraw) -> None:
    """608.2d: the player named makes the choice; 121.2: the cards are drawn one at a time."""
    for player in r.players(step.who):
        cards = "a card" if step.n == 1 else f"{step.n} cards"
        if r.game.decide(Decision("may", f"you may draw {cards}", player,
                                  [("yes", True), ("no", False)], key="may")):
            r.game.draw(player, step.n)


__all__ = ["PlayerMayDraw", "do_player_may_draw"]
