"""Conditions on what one opponent did or had happen this turn (603.4, 601.2b: the Traps'
"If an opponent ... this turn, you may pay {U} rather than pay this spell's mana cost"):

    an opponent cast three or more spells this turn            (601.2i: Mindbreak Trap)
    an opponent gained life this turn                          (119.9: Needlebite Trap)
    an opponent drew three or more cards this turn             (121.2: Runeflare Trap)
    an opponent had two or more creatures enter the battlefield under their control this turn
                                                               (Whiplash Trap, Baloth Cage Trap)
    an opponent had three or more cards put into their graveyard from anywhere this turn
                                                               (404.2: Ravenous Trap)

"An opponent" is one player (102.2, 102.3): the numbers are each opponent's own, never added
across opponents. The counts are those `TurnState` keeps for the turn and starts over as each
turn begins; a permanent is judged as it entered (`TurnState.entered`), a card put into a
graveyard by its owner (404.2: a card goes to its owner's graveyard; tokens aren't cards, 111.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.conditions import Condition
from arbiter.rules.player_state_conditions import opponents_in_game
from arbiter.rules.view import LayerView

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector
    from arbiter.rules.view import EffectContext


@dataclass(frozen=True)
class OpponentTurnCount(Condition):
    """Some opponent's own count of `what` this turn is at least `n`: "spells" (601.2i,
    `TurnState.spells_cast`), "life gained" (119.9), "cards drawn" (121.2), "cards to
    graveyard" (cards put into their graveyard from anywhere, 404.2)."""

    what: str
    n: int = 1

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        turn = view.state.turn
        for p in opponents_in_game(view, ctx.controller):
            if self.what == "spells":
                count = turn.spells_cast.get(p, 0)
            elif self.what == "life gained":
                count = 1 if turn.life_gained.get(p, 0) > 0 else 0
            elif self.what == "cards drawn":
                count = turn.cards_drawn.get(p, 0)
            elif self.what == "cards to graveyard":
                count = sum(1 for owner, _ in turn.to_graveyard if owner == p)
            else:
                raise ValueError(f"unknown count of the turn: {self.what!r}")
            if count >= self.n:
                return True
        return False

    def __str__(self) -> str:
        return f"an opponent's {self.what} this turn is {self.n} or more"


@dataclass(frozen=True)
class EnteredUnderAnOpponentThisTurn(Condition):
    """At least `n` permanents matching `selector` (judged on their characteristics as they
    entered) entered the battlefield under the control of one opponent this turn."""

    selector: Selector
    n: int = 1

    def holds(self, view: LayerView, ctx: EffectContext) -> bool:
        found: dict[int, int] = {}
        opponents = set(opponents_in_game(view, ctx.controller))
        for oid, controller, chars in view.state.turn.entered:
            if controller not in opponents:
                continue
            if self.selector.matches(LayerView(view.state, {oid: chars}), oid, ctx):
                found[controller] = found.get(controller, 0) + 1
                if found[controller] >= self.n:
                    return True
        return False

    def __str__(self) -> str:
        return f"an opponent had {self.n} or more {self.selector} enter this turn"


__all__ = ["EnteredUnderAnOpponentThisTurn", "OpponentTurnCount"]
