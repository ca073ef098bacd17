"""704.3 / 117.5: state-based actions checked again after changes of status alone.

"Whenever a player would receive priority, the game checks for any of the listed conditions
for state-based actions" (704.3). A check that performs nothing changes nothing the next check
reads (it only drops the deathtouch marks it has read, 704.5h, and notes the commanders it
has asked about, 903.9a), so a check made on the same facts performs nothing again. This
module says when the facts are the same, so that `engine.sba.run` can leave that check out
(the triggered abilities, 603.3, and what is done each time a player would receive priority,
are still looked at as before).

The facts a check reads are the layer system's answer (every object's characteristics, its
zone and controller: 704.5f toughness, 704.5i-j planeswalkers and legends, 704.5m-y Auras,
Sagas, Roles ...) and, outside it, the players' life, poison counters, counters (704.5b's
draw from an empty library), designations (702.131b), speed (702.179a), venture marker
(309.6) and whether they lost; the commander damage dealt to each (704.6c); the planar
controller (704.6f); the damage, counters and deathtouch marks on each permanent (704.5g-h,
704.5q); the attachments (704.5m-p, 702.103f); the stack and the triggered abilities waiting
for it (704.5s, 704.5t, 704.6e-f: "the source of an ability that has triggered but not yet
left the stack"); and combat (506.4, checked with the state-based actions).

`Game.layers` keeps the very same answer only while every change of the state since it was
computed is a change of status alone (`engine.layer_status`: tapped permanents, mana, life,
damage, attackers and blockers, the turn); any other change gives a new answer. So the facts
are the same when the answer is the same object and the facts outside it listed above are
equal: a permanent tapped for mana, mana spent or emptied, a step begun, a pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.layer_status import kept

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_ATTR = "_sba_settled"
#: 704.5h: the mark of damage dealt by a deathtouch source since the last check.
DEATHTOUCH_MARK = "deathtouch_damage"


def facts(game: Game) -> tuple[Any, ...] | None:
    """The facts outside the layer system's answer that a check of state-based actions reads
    (see the module), or None when a permanent is attached to something (704.5m-p and
    702.103f read the object or player it is attached to: always checked)."""
    s = game.state
    objects = s.objects
    marked = []
    for oid in s.battlefield():
        o = objects[oid]
        if o.attached_to is not None or o.attached_player is not None:
            return None
        if o.damage or o.counters or DEATHTOUCH_MARK in o.choices:
            marked.append((oid, o.damage, tuple(o.counters.items()),
                           DEATHTOUCH_MARK in o.choices))
    c = s.combat
    combat = None if c is None else (
        id(c), tuple(c.attackers.items()), tuple((k, tuple(v)) for k, v in c.blockers.items()),
        tuple(c.controllers.items()))
    return (tuple((p.life, p.poison, p.lost, tuple(p.counters.items()), p.speed,
                   p.venture_room, frozenset(p.designations)) for p in s.players),
            tuple(marked), tuple(map(id, s.stack_items)), len(s.pending_triggers),
            tuple(s.commander_damage.items()), s.planar_controller, combat)


def settle(game: Game, checked: tuple[Any, ...] | None) -> None:
    """A check of state-based actions has just performed nothing, and `checked` are its
    facts (`facts`, taken right after it): remember them with the answer it read."""
    cache = game._cache
    if checked is None or cache is None or cache[0] != game.state.version:
        game.__dict__.pop(_ATTR, None)
        return
    setattr(game, _ATTR, (game.state, cache[1], checked))


def forget(game: Game) -> None:
    """Triggered abilities were just put on the stack (603.3): the next check is made. 714.4
    (and 704.6e-f) read "the source of an ability that has triggered but not yet left the
    stack", which a triggered ability removed from the stack as it is put there (603.3d: no
    legal target for a Saga's chapter) changes without leaving a trace in the facts."""
    game.__dict__.pop(_ATTR, None)


def unchanged(game: Game) -> tuple[Any, ...] | None:
    """The facts of the last check that performed nothing, if a check now would read the
    same (the same state object, the same layer answer and equal facts outside it); None
    when it must be made."""
    mark = game.__dict__.get(_ATTR)
    if mark is None:
        return None
    state, res, checked = mark
    cache = game._cache
    if state is not game.state or cache is None or cache[1] is not res:
        return None
    if cache[0] != state.version:
        # Only changes of status since (`engine.layer_status.kept`): the check would ask the
        # layer system first, which keeps its answer (or ends a duration and computes anew,
        # 611.2b): asked here as the check would ask it.
        if kept(cache, game._status_changes, state.version, state) is None:
            return None
        if game.layers() is not res:
            return None
    now = facts(game)
    return checked if now is not None and now == checked else None


__all__ = ["DEATHTOUCH_MARK", "facts", "forget", "settle", "unchanged"]
