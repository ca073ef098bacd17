"""614.1a / 119.10 / 616.1: replacement effects on life gain:

    If you would gain life, you gain that much life plus 1 instead.   (Angel of Vitality ...)
    If you would gain life, you gain twice that much life instead.    (Boon Reflection ...)
    If you would gain life while you have 5 or less life, you gain twice that much life
    instead.                                                          (Phial of Galadriel)
    If an opponent would gain life, that player loses that much life instead.
                                                                      (Tainted Remedy)
    If a player would gain life, that player gains no life instead.   (Sulfuric Vortex)

Each is a rules effect (`LIFE_GAIN_INSTEAD`) whose detail is ("plus", N[, most]) or
("twice", 2[, most]) for its controller's gains ("you", 613.10; `most`: only while that
player has that much life or less), or ("lose", who) / ("none", who) for the gains of an
opponent of its controller or of any player (`who`: "opponent" or "player"). 119.10: it
applies to each event of a source causing the player to gain life, never to a gain of 0.
616.1: with more than one, the player gaining life chooses the order (each applies once,
614.5), asked only when the orders differ; once an effect has made the event a loss of life
or no event at all (614.6), no life gain replacement applies to it any more (616.1f).
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


#: What a gain becomes: ("gain" | "lose" | "none", the amount).
Outcome = tuple[str, int]


def _applies(game: Game, detail: tuple[Any, ...], controller: int, player: int) -> bool:
    if detail[0] in ("lose", "none"):
        return detail[1] == "player" or player in game.opponents(controller)
    if controller != player:
        return False
    return len(detail) < 3 or game.state.players[player].life <= detail[2]


def _apply(detail: tuple[Any, ...], now: Outcome) -> Outcome:
    kind, n = now
    if kind != "gain":
        return now  # 614.6: no longer a life gain event
    op = detail[0]
    if op in ("lose", "none"):
        return (op, n)
    return ("gain", n * 2 if op == "twice" else n + int(detail[1]))


def _label(detail: tuple[Any, ...]) -> str:
    op = detail[0]
    if op == "lose":
        return "lose that much life"
    if op == "none":
        return "gain no life"
    return "twice that much" if op == "twice" else f"that much plus {detail[1]}"


def _says(outcome: Outcome) -> str:
    kind, n = outcome
    return {"gain": f"{n} life", "lose": f"lose {n} life"}.get(kind, "gain no life")


def modified(game: Game, player: int, amount: int) -> Outcome:
    """What happens instead when `player` would gain `amount` life (119.10, 616.1)."""
    if amount <= 0:
        return ("gain", amount)
    found: list[tuple[Any, tuple[Any, ...]]] = [
        (ts, d) for ts, d, controller in rules_effects(game, LIFE_GAIN_INSTEAD)
        if isinstance(d, tuple) and d and _applies(game, d, controller, player)]
    if not found:
        return ("gain", amount)
    outcomes: dict[Outcome, list[Any]] = {}
    for order in permutations(found):
        now: Outcome = ("gain", amount)
        done = []  # the effects that applied, in order (616.1f)
        for _ts, d in order:
            if now[0] == "gain":
                done.append(d)
            now = _apply(d, now)
        outcomes.setdefault(now, done)
    if len(outcomes) == 1:
        return next(iter(outcomes))
    options = [(" then ".join(_label(d) for d in done) + ": " + _says(o), o)
               for o, done in outcomes.items()]
    pick = game.decide(Decision(
        "replacement_order", f"{game.player_name(player)} would gain {amount} life: order "
        "the replacement effects (616.1)", player, options, key="replacement_order"))
    return (str(pick[0]), int(pick[1]))


__all__ = ["LIFE_GAIN_INSTEAD", "modified"]
