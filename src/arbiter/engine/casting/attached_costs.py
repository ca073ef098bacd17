"""Paying "Tap enchanted creature" and "Sacrifice enchanted creature" (303.4, 118.3,
701.21a, 701.26a; the costs are `rules.attached_costs`): the permanent the source is
attached to now. `payable` says whether it could be paid (117.1: only then is the ability
offered); `pay` pays it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.mana.sources import tapped_by_cost
from arbiter.errors import IllegalActionError
from arbiter.rules.attached_costs import ATTACHED_COSTS, SacrificeAttached, TapAttached

if TYPE_CHECKING:
    from arbiter.engine.game import Game

HANDLED = ATTACHED_COSTS


def _attached(game: Game, oid: int) -> int | None:
    """The permanent the source is attached to, if it is on the battlefield (303.4)."""
    obj = game.obj(oid)
    host = obj.attached_to
    if obj.zone != "battlefield" or host is None or host not in game.state.objects \
            or game.obj(host).zone != "battlefield":
        return None
    return host


def payable(game: Game, oid: int, player: int, cost: Any) -> bool:
    host = _attached(game, oid)
    if host is None:
        return False
    if isinstance(cost, TapAttached):
        return not game.obj(host).tapped and not tapped_by_cost(host)  # 118.3: untapped
    return game.controller_of(host) == player  # 701.21a: only a permanent you control


def pay(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> None:
    if not payable(game, oid, player, cost):
        raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {cost} (118.3)")
    host = _attached(game, oid)
    assert host is not None
    if isinstance(cost, TapAttached):
        tap(game, host)  # 701.26a
        choices["tapped"] = [host]  # "the creature tapped this way"
        game.state.touch()
    elif isinstance(cost, SacrificeAttached):
        from arbiter.engine.zones.tokens import COPIABLE_LKI

        choices["sacrificed"] = [host]  # 608.2h: "the sacrificed creature's power"
        game.obj(host).choices[COPIABLE_LKI] = game.layers().copiable.get(host)
        game.sacrifice(host)  # 701.21a


__all__ = ["HANDLED", "pay", "payable"]
