"""115.1: "<objects> can't be the target of <red> spells or abilities from <red> sources" and
"... of spells or abilities your opponents control" (`rules.untargetable_by`), judged as a
spell or ability would target the object: on the object the spell or ability comes from
(609.7a: a spell is its own source), as it is now, and on that spell's or ability's
controller. A source no longer where the layer system follows it would be judged by last
known information, which the engine doesn't do: the game stops naming the text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.rules_effects import rules_on
from arbiter.errors import UnsupportedTextError
from arbiter.rules.untargetable_by import RULE, UntargetableBy
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def untargetable_by(game: Game, target: int, controller: int, source: int | None) -> bool:
    """Can't a spell or ability of `source`, controlled by `controller`, target `target`?"""
    found = rules_on(game, target, RULE)
    if not found:
        return False
    res = game.layers()
    view = LayerView(game.state, res.chars)
    for e, d in found:
        if not isinstance(d, UntargetableBy):
            continue
        ctx = EffectContext(view, e)
        if d.opponents and controller not in game.opponents(ctx.controller):
            continue  # "your opponents control"
        if d.sources is None:
            return True
        if source is None or source not in res.chars:
            raise UnsupportedTextError(e.source_name or game.name_of(target),
                                       "can't be the target of ... from <quality> sources: "
                                       "a source judged by last known information")
        if d.sources.matches(view, source, ctx):
            return True
    return False


__all__ = ["untargetable_by"]
