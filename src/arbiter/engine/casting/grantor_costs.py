"""Paying costs that name another object than the ability's source (`rules.grantor`):

    Sacrifice <the object granting the ability>   (201.5a, 701.21a: Blazing Torch's grant)
    Unattach <the object granting it | this Equipment>              (701.3d)

`payable` says whether it could be paid (117.1: only then is the ability offered; 118.3: a
player can't pay a cost without the resources to pay it); `pay` pays it. A cost whose grantor
was never bound stops the game naming it (principle 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.grantor import UNBOUND, SacrificeGrantor, UnattachCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game

HANDLED = (SacrificeGrantor, UnattachCost)


def _object(game: Game, oid: int, cost: Any) -> int:
    named = oid if cost.oid is None else cost.oid
    if named == UNBOUND:
        raise UnsupportedTextError(game.name_of(oid), str(cost))
    return named


def payable(game: Game, oid: int, player: int, cost: Any) -> bool:
    named = _object(game, oid, cost)
    if named not in game.state.objects or game.obj(named).zone != "battlefield":
        return False
    if isinstance(cost, SacrificeGrantor):
        return game.controller_of(named) == player  # 701.21a: only a permanent you control
    # 701.3d: "Unattach <Equipment>" moves it off the object it's attached to (an Equipment
    # attached to nothing can't be unattached: the cost can't be paid, 118.3).
    return game.obj(named).attached_to is not None


def pay(game: Game, oid: int, player: int, cost: Any, choices: dict[str, Any]) -> None:
    if not payable(game, oid, player, cost):
        raise IllegalActionError(f"{game.name_of(oid)}: you can't pay {cost} (118.3)")
    named = _object(game, oid, cost)
    if isinstance(cost, SacrificeGrantor):
        game.sacrifice(named)  # 701.21a
    else:
        game.attach(named, None)  # 701.3d
        game.state.touch()


__all__ = ["HANDLED", "pay", "payable"]
