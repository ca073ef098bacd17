"""601.3: a spell's own casting restriction, "Cast this spell only during combat." /
"... only if you control a snow land." (`rules.cast_restrictions`): a player can begin to
cast it only while its condition holds, judged for that player as they begin (and so also
when an effect lets them cast it while it resolves, 608.2g: the rule of the spell still
applies). The engine offers the card only then (117.1, `engine.turn.priority`), and casting
it otherwise is refused with the game unchanged."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.cast_restrictions import CastOnly
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def why_not(game: Game, oid: int, player: int, alternative: str | None = None) -> str | None:
    """Why `player` can't begin to cast `oid` (with the way of casting `alternative`) now
    (None: its restrictions allow it, and no effect prohibits it, `engine.casting.cast_bans`)."""
    from arbiter.engine.casting import cast_bans

    if (banned := cast_bans.why_not(game, oid, player, alternative)) is not None:
        return banned  # 101.2, 601.3: "Players can't cast spells during combat."
    restrictions = [a.ability for a in game.chars(oid).abilities
                    if isinstance(a.ability, CastOnly) and a.ability.condition is not None]
    if not restrictions:
        return None
    view = LayerView(game.state, game.layers().chars)
    ctx = context_for(view, oid, player)
    for r in restrictions:
        assert r.condition is not None
        if not r.condition.holds(view, ctx):
            return f"{r.text} (601.3)"
    return None


__all__ = ["why_not"]
