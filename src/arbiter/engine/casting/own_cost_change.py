"""602.2b / 601.2f: an activated ability's own cost change ("This ability costs {1} less to
activate for each legendary creature you control."): judged for the ability's source and its
controller as the ability is activated, after any increases; only generic mana changes, and a
reduction never takes it below {0} (601.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.cards.mana import ManaCost

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def with_own_change(game: Game, oid: int, ability: Any, mana: str) -> str:
    n = ability.cost_change.change(game, oid, game.controller_of(oid))
    if n == 0:
        return mana
    cost = ManaCost.of(mana or "{0}")
    cost = cost.add_generic(n) if n > 0 else cost.reduce_generic(-n)
    text = str(cost)
    return "" if text in ("", "{0}") and not mana else text
