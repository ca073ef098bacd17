"""602.2b / 601.2b / 107.3a: X in an activated ability's activation cost. The player
announces X as the ability is activated; the {X} in its mana cost is then paid as that much
generic mana (601.2f), and X in the ability's text is that value while the ability is on
the stack (107.3a, 107.3k: independent of any other X of the object)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost
from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The largest X offered when a player announces it (as for spells,
# `engine.turn.player_actions.cast`).
MAX_X = 15


def with_x(text: str, x: int) -> ManaCost:
    """The mana to pay for an activation cost's mana part with X announced: each {X} is X
    generic mana (107.3a, 601.2f)."""
    cost = ManaCost.of(text)
    if x < 0:
        raise IllegalActionError("X can't be negative (107.1b)")
    if cost.variables and x:
        cost = cost.add_generic(x * len(cost.variables))
    return cost


def has_x(text: str) -> bool:
    return bool(text) and bool(ManaCost.of(text).variables)


def announce(game: Game, player: int, text: str) -> int:
    """601.2b: the player announces X among the values they could pay for (0 .. MAX_X)."""
    from arbiter.engine.turn.priority import affordable

    options = [(str(x), x) for x in range(MAX_X + 1)
               if affordable(game, player, with_x(text, x))]
    if not options:
        raise IllegalActionError(f"you can't pay {text}")
    return int(game.decide(Decision("x", "choose X", player, options, key="x")))


def chosen(choices: dict[str, Any]) -> int:
    """X as announced (a scenario or the player's answer); 0 when the cost has no X."""
    x = int(choices.get("x") or 0)
    if x < 0:
        raise IllegalActionError("X can't be negative (107.1b)")
    return x
