"""614.1a / 119.10 / 616.1: replacement effects on life gain:

    If you would gain life, you gain that much life plus 1 instead.   (Angel of Vitality ...)
    If you would gain life, you gain twice that much life instead.    (Boon Reflection ...)

Each is a rules effect (`LIFE_GAIN_INSTEAD`) of its controller ("you"), whose detail is
("plus", N) or ("twice", 2). 119.10: it applies to each event of a source causing the player
to gain life, never to a gain of 0. 616.1: with more than one, the player gaining life
chooses the order (each applies once, 614.5), asked only when the orders differ.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.rules_effects import rules_effects

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "If you would gain life, you gain ... instead."
LIFE_GAIN_INSTEAD = "life_gain_instead"


def _apply(detail: tuple[str, int], n: int) -> int:
    op, k = detail
    return n * 2 if op == "twice" else n + k


def _label(detail: tuple[str, int]) -> str:
    op, k = detail
    return "twice that much" if op == "twice" else f"that much plus {k}"


def modified(game: Game, player: int, amount: int) -> int:
    """How much life `player` gains when `amount` would be gained (119.10, 616.1)."""
    if amount <= 0:
        return amount
    found: list[tuple[Any, tuple[str, int]]] = [
        (ts, d) for ts, d, controller in rules_effects(game, LIFE_GAIN_INSTEAD)
        if controller == player and isinstance(d, tuple)]
    if not found:
        return amount
    outcomes: dict[int, tuple[Any, ...]] = {}
    for order in permutations(found):
        n = amount
        for _ts, d in order:
            n = _apply(d, n)
        outcomes.setdefault(n, order)
    if len(outcomes) == 1:
        return next(iter(outcomes))
    options = [(" then ".join(_label(d) for _ts, d in order) + f": {n} life", n)
               for n, order in outcomes.items()]
    return int(game.decide(Decision(
        "replacement_order", f"{game.player_name(player)} would gain {amount} life: order "
        "the replacement effects (616.1)", player, options, key="replacement_order")))


__all__ = ["LIFE_GAIN_INSTEAD", "modified"]
