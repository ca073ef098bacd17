"""615.1a: "prevent all [combat | noncombat] damage that would be dealt [to <recipients>]
[by <sources>]", from a static ability (604.1) or a resolved spell or ability (611.2a).

As damage would be dealt, each such effect (a rules part with a `PreventionScope`, 613.11)
is judged: the kind of damage (510.2: combat damage; 120.2b: noncombat damage), the
recipient (a player: "you" is the effect's controller, 109.5; a permanent: the scope's
selector, judged from the effect's point of view) and the source. A source that has left
the zones the layer system follows would be judged by last known information; the engine
doesn't judge a selector that way, so the game stops naming the effect rather than guess
(principle 5).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.prevention_scope import (
    COMBAT,
    EACH,
    NONCOMBAT,
    PREVENT_DAMAGE_GROUPS,
    YOU,
    PreventionScope,
)
from arbiter.rules.view import EffectContext, LayerView

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.layers import LayerResult
    from arbiter.state.combat import Defender
    from arbiter.state.effects import ContinuousEffect


def _scopes(game: Game, res: LayerResult) -> Iterator[tuple[ContinuousEffect, PreventionScope]]:
    """Each effect with a group prevention part, once: static abilities' effects (on their
    sources, 604.1) and resolved ones on no object (611.2a)."""
    from arbiter.engine.stack.rules_changes import player_level

    seen: set[tuple] = set()
    effects = [e for es in res.rules_effects.values() for e in es]
    effects += [e for e in game.state.effects if player_level(e)]
    for e in effects:
        if e.key in seen:
            continue
        for p in e.parts:
            if getattr(p, "rule", None) == PREVENT_DAMAGE_GROUPS:
                seen.add(e.key)
                yield e, p.detail


def prevented_in_groups(game: Game, source: int, target: Defender, combat: bool) -> bool:
    """615.1a: is damage `source` would deal to `target` prevented by a group effect?"""
    res = game.layers()
    found = list(_scopes(game, res))
    if not found:
        return False
    view = LayerView(game.state, res.chars)
    kind, ident = target
    for effect, scope in found:
        if (scope.damage == COMBAT and not combat) or (scope.damage == NONCOMBAT and combat):
            continue  # 510.2, 120.2b
        ctx = EffectContext(view, effect)
        if not scope.any_recipient():
            if kind == "player":
                if not (scope.players == EACH or (scope.players == YOU
                                                  and ident == ctx.controller)):
                    continue
            elif scope.permanents is None or ident not in res.chars \
                    or not scope.permanents.matches(view, ident, ctx):
                continue
        if scope.sources is not None:
            if source not in res.chars:
                raise UnsupportedTextError(
                    effect.source_name or "a prevention effect",
                    "prevent all damage that would be dealt by <sources>: the source has left "
                    "its zone and would be judged by last known information")
            if not scope.sources.matches(view, source, ctx):
                continue
        return True
    return False


__all__ = ["prevented_in_groups"]
