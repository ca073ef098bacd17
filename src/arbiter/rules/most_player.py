"""119.1, 402.1, 108.4: "the player with the most life", "the player who has the most cards in
hand", "the player who controls the most creatures", and the condition "if a player has more
life | cards in hand than each other player" / "if a player controls more creatures than each
other player" that names them:

    At the beginning of your upkeep, if a player has more life than each other player, the
    player with the most life gains control of this creature.              (Ghazbán Ogre)

Only a player with strictly more than every other player in the game (a player who left it
isn't in it, 800.4a) is that player; with a tie there is none (the condition is false, and an
ability checking it again as it resolves does nothing, 603.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView
    from arbiter.state.game_state import GameState

#: What is counted: a player's life total (119.1), cards in hand (402.1), creatures they
#: control (108.4).
KINDS = ("life", "hand", "creatures")


def player_with_most(state: GameState, chars: dict[int, object], kind: str) -> int | None:
    """The one player in the game with more of `kind` than each other player, or None."""
    players = [p.index for p in state.players if not p.lost]

    def amount(p: int) -> int:
        if kind == "life":
            return state.players[p].life
        if kind == "hand":
            return len(state.order.get((p, "hand"), []))
        return sum(1 for o in state.order.get("battlefield", ())  # "creatures"
                   if o in chars and "Creature" in getattr(chars[o], "types", ())
                   and getattr(chars[o], "controller", None) == p)

    counts = {p: amount(p) for p in players}
    best = [p for p in players if all(counts[p] > counts[q] for q in players if q != p)]
    return best[0] if best else None


@dataclass(frozen=True)
class MostPlayer:
    """"the player with the most <kind>": the player `player_with_most` names, as the
    instruction is carried out."""

    kind: str = "life"


@dataclass(frozen=True)
class APlayerHasMost(Condition):
    """"if a player has more <kind> than each other player"."""

    kind: str = "life"

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        return player_with_most(view.state, view.chars, self.kind) is not None


__all__ = ["KINDS", "APlayerHasMost", "MostPlayer", "player_with_most"]
