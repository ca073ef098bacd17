"""603.3d / 601.2d: a triggered ability that divides its damage among targets ("Whenever this
creature enters or attacks, it deals 3 damage divided as you choose among one, two, or three
targets.", Inferno Titan; "... among any number of targets.", Bogardan Hellkite).

603.3d: putting a triggered ability on the stack goes on as casting a spell does from 601.2c:
its controller chooses the targets, then announces the division (601.2d): each target gets at
least one, the amounts add up to the whole (`engine.casting.division.divide`), and "one, two,
or three targets" needs at least one target when one can be chosen (115.1). The division is
kept in the ability's choices and carried out on resolution like a spell's (608.2b: an
illegal target's share isn't dealt). Read only where the divided phrase is the ability's one
target requirement."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.division import Divided, divide, fixed_amount
from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions.divided import DIVIDE

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import TriggeredAbility


def divided_step(ab: TriggeredAbility) -> Divided | None:
    return next((i for i in ab.instructions if isinstance(i, Divided)), None)


def least_targets(ab: TriggeredAbility) -> int:
    """115.1 / 601.2d: how many targets must be chosen ("one or two targets": one)."""
    step = divided_step(ab)
    return step.at_least if step is not None else 0


def division(game: Game, ab: TriggeredAbility, name: str, controller: int,
             targets: list[Any], ab_source: int | None = None) -> dict[str, Any]:
    """601.2d: the announced division, as the ability's choices (none without a divided
    instruction or without a chosen target)."""
    step = divided_step(ab)
    if step is None:
        return {}
    if len(ab.targets) != 1 or step.to.index != 0:
        raise UnsupportedTextError(name, "a division among some of an ability's targets")
    if not any(t is not None for t in targets):
        return {}  # "any number of targets", none chosen: nothing to divide
    # 603.3d: "where X is ..." counted as the ability is put on the stack; a triggered
    # ability announces no X of its own (107.3a)
    step = fixed_amount(game, step, ab_source, controller, lambda: 0)
    return {DIVIDE: divide(game, name, step, ab.targets[0].description, controller, targets,
                           None)}


__all__ = ["division", "least_targets"]
