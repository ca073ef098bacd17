"""601.2c / 603.3d: who chooses a target. The spell's or ability's controller chooses its
targets, except one written "... of an opponent's choice" ("This creature deals 1 damage to
any target and 1 damage to any target of an opponent's choice.", Cuombajj Witches): an
opponent of the controller chooses that one, the controller choosing which opponent when
there are several (`TargetSpec.chooser`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.instructions import TargetSpec


def chooser(game: Game, spec: TargetSpec, controller: int) -> int:
    """The player who chooses this target."""
    if getattr(spec, "chooser", "") != "opponent":
        return controller
    opponents = game.opponents(controller)
    if len(opponents) <= 1:
        return opponents[0] if opponents else controller
    return int(game.decide(Decision(
        "player", f"choose the opponent who chooses {spec.description}", controller,
        [(game.player_name(p), p) for p in opponents], key="target_chooser")))


__all__ = ["chooser"]
