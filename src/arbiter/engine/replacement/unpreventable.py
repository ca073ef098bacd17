"""615.12: "damage can't be prevented": prevention effects still apply to such damage but
prevent none of it, and shields aren't reduced by it (`engine.replacement.shields`). Which
damage is unpreventable is read here from the forms of `rules.unpreventable`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_effects, rules_on
from arbiter.rules.unpreventable import (
    CANT_BE_PREVENTED,
    DEALT_BY_CANT_BE_PREVENTED,
    SpellDamageCantBePrevented,
)

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def _applies(detail: object, combat: bool) -> bool:
    return detail is None or (detail == "combat" and combat)


def spell_x(game: Game, oid: int) -> int:
    """107.3a: the X announced for the spell `oid` on the stack (0 if none); a resolving
    spell's item has left the stack list and is remembered (608.2h)."""
    item = next((i for i in game.state.stack_items if i.kind == "spell" and i.source == oid),
                None) or game.state.stack_lki.get(oid)
    return int(item.choices.get("x") or 0) if item is not None else 0


def cant_be_prevented(game: Game, source: int, combat: bool = False) -> bool:
    """615.12: can damage `source` would deal now not be prevented?"""
    if any(_applies(d, combat) for _ts, d, _c in rules_effects(game, CANT_BE_PREVENTED)):
        return True
    if source not in game.layers().chars:
        return False
    if any(_applies(d, combat) for _e, d in rules_on(game, source, DEALT_BY_CANT_BE_PREVENTED)):
        return True
    if game.obj(source).zone != "stack":
        return False
    for a in game.chars(source).abilities:  # 113.6g: the spell's own ability
        ab = a.ability
        if isinstance(ab, SpellDamageCantBePrevented) and (
                ab.min_x is None or spell_x(game, source) >= ab.min_x):
            return True
    return False


__all__ = ["cant_be_prevented", "spell_x"]
