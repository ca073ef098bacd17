"""Who may activate an ability, and how often (602.1b, 602.2, 602.5b).

602.2: only an object's controller (its owner, if it has no controller) can activate its
activated abilities unless the object says otherwise. The activation instructions after
the effect may say so (602.1b): "Any player may activate this ability.", "Only your
opponents may activate this ability ...", "Only this creature's owner may activate this
ability." The player who activates it controls it on the stack (602.2a) and pays its
costs (602.1a).

602.5b: "Activate no more than twice each turn." limits the activations of that ability of
that object each turn, even if its controller changes; the count is kept per object and
ability text in `GameState.activations`, cleared as each turn begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.abilities import ActivatedAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def may_activate(game: Game, oid: int, player: int, ability: ActivatedAbility) -> bool:
    """602.2 / 602.1b: may `player` activate this ability of `oid`?"""
    controller = game.controller_of(oid)
    if ability.activators == "any":
        return True
    if ability.activators == "opponents":
        return player != controller  # 102.2: an opponent of its controller
    if ability.activators == "owner":
        return player == game.obj(oid).owner
    return player == controller


def count(game: Game, oid: int, ability: ActivatedAbility) -> int:
    """How many times this ability of `oid` has been activated this turn."""
    return game.state.activations.get((oid, ability.text), 0)


def record(game: Game, oid: int, ability: ActivatedAbility) -> None:
    """One more activation of the ability this turn (602.5b)."""
    key = (oid, ability.text)
    game.state.activations[key] = game.state.activations.get(key, 0) + 1


def limit_problem(game: Game, oid: int, ability: ActivatedAbility) -> str | None:
    """602.5b: "Activate no more than N times each turn": why it can't be activated now."""
    if ability.max_each_turn is not None and count(game, oid, ability) >= ability.max_each_turn:
        times = {1: "once", 2: "twice"}.get(ability.max_each_turn,
                                             f"{ability.max_each_turn} times")
        return (f"{game.name_of(oid)}'s ability can be activated no more than {times} each "
                "turn (602.5b)")
    return None


__all__ = ["count", "limit_problem", "may_activate", "record"]
