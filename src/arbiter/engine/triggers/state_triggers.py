"""603.8: state triggers. "When you control no Islands, sacrifice this creature." triggers
when a game state is true rather than when an event happens: as soon as the state matches
its condition, and it goes on the stack the next time a player would receive priority
(603.3). It doesn't trigger again until it has resolved, been countered or otherwise left
the stack; then, if its source is still on the battlefield (a new object otherwise, 400.7)
and the state still matches, it triggers again. Its condition is not checked again as it
resolves (it is no intervening "if", 603.4).

The engine looks at the state whenever it may have changed: each time state-based actions
are checked (117.5, 704.3), which follows every action of the game (a resolution, costs
paid, combat damage, turn-based actions), and after each instruction of a resolving spell
or ability (608.2c; so a state true only in the middle of a resolution triggers too), there
for the permanents that had a state-triggered ability as the game last derived
characteristics (a permanent that gets one in the middle of a resolution is looked at from
the next check on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.triggers.events import Event
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.layers import LayerResult


def _state_abilities(res: LayerResult, oid: int) -> list[TriggeredAbility]:
    ch = res.chars.get(oid)
    if ch is None:
        return []
    return [a.ability for a in ch.abilities if isinstance(a.ability, TriggeredAbility)
            and a.ability.trigger is not None and a.ability.trigger.event == "state"]


def _sources(game: Game, res: LayerResult) -> list[int]:
    """The objects whose triggered abilities function (603.8 as 603.2): permanents, and in
    the command zone emblems (114.4) and face-up dungeons, schemes, conspiracies, planes and
    phenomena (309.4c, 314.4, 315.5, 311.4, 901.7)."""
    out = list(game.state.battlefield())
    for o in game.state.zone_list("command"):
        ch = res.chars.get(o)
        if ch is not None and (game.obj(o).emblem is not None or ch.types & {
                "Dungeon", "Scheme", "Conspiracy", "Plane", "Phenomenon"}):
            out.append(o)
    return out


def _any(game: Game, res: LayerResult) -> bool:
    """Whether an object has a state-triggered ability that functions (remembered per layer
    answer)."""
    seen = getattr(game, "_state_trigger_scan", None)
    if seen is not None and seen[0] is res:
        return bool(seen[1])
    found = any(_state_abilities(res, o) for o in _sources(game, res))
    game._state_trigger_scan = (res, found)  # type: ignore[attr-defined]
    return found


def check(game: Game, resolving: Any = None) -> None:
    """603.8: each state-triggered ability whose state matches now triggers, unless it has
    triggered and not yet left the stack (`resolving`: the stack item resolving now, no
    longer on the stack but not yet resolved)."""
    cached = game._cache
    if cached is not None and not _any(game, cached[1]):
        if cached[0] == game.state.version or resolving is not None:
            return  # no state trigger now (mid-resolution: none as the resolution began)
    res = game.layers()
    if not _any(game, res):
        return
    busy = {(s, a.text) for s, a, _, _ in game.pending_triggers}
    busy |= {(it.source, it.ability.text) for it in game.state.stack_items
             if it.kind == "triggered" and it.ability is not None}
    if resolving is not None and resolving.kind == "triggered" and resolving.ability:
        busy.add((resolving.source, resolving.ability.text))
    view = LayerView(game.state, res.chars)
    for oid in _sources(game, res):
        for ab in _state_abilities(res, oid):
            if (oid, ab.text) in busy or ab.trigger is None or ab.trigger.state is None:
                continue
            controller = res.chars[oid].controller
            if ab.trigger.state.holds(view, context_for(view, oid, controller)):
                game.pending_triggers.append(
                    (oid, ab, controller, Event("state", oid, player=controller)))
                busy.add((oid, ab.text))


__all__ = ["check"]
