"""The tap and untap symbols in activation costs (107.5, 107.6, 302.6, 602.5a).

{T} means "tap this permanent" and {Q} "untap this permanent": a permanent already tapped
can't pay {T}, one already untapped can't pay {Q}. A creature's ability with either symbol in
its cost can't be activated unless the creature has been under its controller's control
continuously since their most recent turn began, unless it has haste (302.6, 702.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.costs import TapCost, UntapCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.costs import Cost


def summoning_sick(game: Game, oid: int) -> bool:
    """302.6: a creature not continuously controlled since its controller's most recent turn
    began, without haste."""
    ch = game.chars(oid)
    return "Creature" in ch.types and \
        game.obj(oid).controlled_since >= game.state.turn.number and \
        not ch.has_keyword("haste")


def tap_symbol_problem(game: Game, oid: int, cost: Cost,
                       tapped: bool | None = None) -> str | None:
    """Why this permanent can't pay the {T} or {Q} `cost` now (107.5, 107.6, 302.6), or None
    (also None for a cost of another kind). `tapped`: its status at that point of the
    payment, if not its status now."""
    if not isinstance(cost, TapCost | UntapCost):
        return None
    name = game.name_of(oid)
    if tapped is None:
        tapped = game.obj(oid).tapped
    if isinstance(cost, TapCost) and tapped:
        return f"{name} is tapped, so you can't pay {{T}} (107.5)"
    if isinstance(cost, UntapCost) and not tapped:
        return f"{name} is untapped, so you can't pay {{Q}} (107.6)"
    if summoning_sick(game, oid):
        return f"{name} has summoning sickness: you can't pay {cost} (302.6)"
    return None


def tap_sequence_problem(game: Game, oid: int, costs: tuple[Cost, ...]) -> str | None:
    """Why the {T} and {Q} symbols of one activation cost can't all be paid, in the order
    they're printed ("{T}, {Q}, {T}, {Q}, {T}", 601.2h), or None."""
    tapped = game.obj(oid).tapped
    for cost in costs:
        why = tap_symbol_problem(game, oid, cost, tapped)
        if why:
            return why
        if isinstance(cost, TapCost | UntapCost):
            tapped = isinstance(cost, TapCost)
    return None
