"""Damage a spell would deal, replaced or prevented by static abilities (614.1a, 615.1;
`rules.spell_damage`): Rem Karolus's "If a spell would deal damage to you or another
permanent you control, prevent that damage" and "... to an opponent or a permanent an
opponent controls, it deals that much damage plus 1 instead"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.rules.spell_damage import PLUS, PREVENT, Recipients
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.combat import Defender
    from arbiter.state.effects import ContinuousEffect


def _effects(game: Game, rule: str) -> list[tuple[ContinuousEffect, Any]]:
    """The effects of this kind now, each once, in timestamp order (613.7)."""
    found: dict[tuple, tuple[ContinuousEffect, Any]] = {}
    for effects in game.layers().rules_effects.values():
        for e in effects:
            for p in e.parts:
                if getattr(p, "rule", None) == rule:
                    found[e.key] = (e, p.detail)
    return sorted(found.values(), key=lambda x: x[0].timestamp)


def is_spell(game: Game, source: int) -> bool:
    """112.1 / 608.2: a spell is a card or copy on the stack; a resolving spell deals its
    damage from there (an ability's source is a permanent or card, not on the stack)."""
    o = game.state.objects.get(source)
    return o is not None and o.zone == "stack"


def _covers(game: Game, e: ContinuousEffect, who: Recipients, target: Defender) -> bool:
    res = game.layers()
    controller = res.chars[e.source].controller if e.source in res.chars else e.controller
    kind, ident = target
    if kind == "player":
        if who.players == "you":
            return ident == controller
        return who.players == "opponents" and ident in game.opponents(controller)
    if who.permanents is None or ident not in res.chars:
        return False
    view = LayerView(game.state, res.chars)
    ctx = context_for(view, e.source, controller, from_static=True)
    return who.permanents.matches(view, ident, ctx)


def prevented(game: Game, source: int, target: Defender) -> bool:
    """615.1: "If a spell would deal damage to <recipients>, prevent that damage."."""
    if not is_spell(game, source):
        return False
    return any(_covers(game, e, who, target) for e, who in _effects(game, PREVENT))


def increases(game: Game, source: int, target: Defender) -> list[tuple[Any, tuple[str, int]]]:
    """614.1a: the "that much damage plus N instead" effects that apply to this damage, as
    (timestamp, ("plus", N)) for `engine.replacement.damage.modified` (616.1: the affected player or
    the controller of the affected permanent orders them with the others)."""
    if not is_spell(game, source):
        return []
    return [(e.timestamp, ("plus", n)) for e, (n, who) in _effects(game, PLUS)
            if _covers(game, e, who, target)]
