"""506.4: permanents removed from combat as soon as a condition holds (not a state-based
action: it happens immediately, so the engine applies it after every action of the game,
`engine.triggers.batches.action`, and as each combat step's turn-based action begins).

A creature is removed from combat if it leaves the battlefield (the old object's entry is
kept as last known information, see `_creature_leaves`), if its controller changes, if it
phases out (702.26b, done by `engine.keywords.phasing` as it phases out), if it regenerates (701.19,
done by `engine.keyword_actions.regenerate`), if it stops being a creature, or if it becomes a
battle. An attacked planeswalker or battle is removed if it leaves the battlefield, if its
controller changes, or if it stops being both a planeswalker and a battle (506.4e: one that stops
being a battle but is still a planeswalker is removed only if its protector doesn't control it).

506.4: a removed creature stops being attacking, blocking, blocked or unblocked; 509.1h: an
attacker stays blocked when its blockers are removed (so it deals no combat damage, 510.1c,
unless it has trample, 702.19e); 510.1d: a blocker whose attacker was removed deals none.
506.4d: a blocking creature that is also an attacked planeswalker stays whichever of the two
it still is. 506.4c: the creatures attacking a removed planeswalker or battle keep attacking,
but deal no combat damage if unblocked. 506.4a-b: effects that would have stopped the
creature from attacking or blocking, and tapping or untapping it, don't remove it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.characteristics import Characteristics
    from arbiter.state.combat import CombatState


def record(combat: CombatState, oid: int, controller: int) -> None:
    """Remember the controller of a permanent as it enters combat (506.4)."""
    combat.controllers[oid] = controller


def _chars(game: Game, oid: int) -> Characteristics | None:
    """The permanent's characteristics, or None if it isn't on the battlefield (it left or
    phased out, 506.4, 702.26b)."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return None
    return game.layers().chars.get(oid)


def _controller_changed(game: Game, combat: CombatState, oid: int, ch: Characteristics,
                        default: int | None) -> bool:
    was = combat.controllers.get(oid, default)
    return was is not None and ch.controller != was


def _creature_leaves(game: Game, combat: CombatState, oid: int, default: int | None) -> bool:
    """506.4: an attacking or blocking creature's reasons to be removed from combat. One
    that left the battlefield is a new object (400.7) the record no longer names; its entry
    is kept as last known information, for abilities that look back in time (603.10a:
    "Whenever a creature blocking ~ dies"); one that phased out was removed as it did."""
    ch = _chars(game, oid)
    return ch is not None and (_controller_changed(game, combat, oid, ch, default)
                               or "Creature" not in ch.types or "Battle" in ch.types)


def _defender_leaves(game: Game, combat: CombatState, oid: int) -> bool:
    """506.4 / 506.4e: an attacked planeswalker's or battle's reasons."""
    ch = _chars(game, oid)
    if ch is None or _controller_changed(game, combat, oid, ch, None):
        return True
    if "Battle" in ch.types:
        return False
    if "Planeswalker" not in ch.types:
        return True
    protector = game.obj(oid).choices.get("protector")
    return isinstance(protector, int) and ch.controller != protector  # 506.4e


def apply(game: Game) -> None:
    """Remove from combat every permanent a 506.4 condition now holds for."""
    combat = game.state.combat
    if combat is None or not (combat.attackers or combat.blockers):
        return
    active = game.state.turn.active  # 508.1k: attackers are the active player's
    attacked = {ident for kind, ident in combat.attackers.values() if kind == "permanent"}
    attackers = [a for a in combat.attackers if _creature_leaves(game, combat, a, active)]
    blockers = [b for b in combat.blockers if _creature_leaves(game, combat, b, None)]
    defenders = [d for d in attacked - combat.removed_defenders
                 if _defender_leaves(game, combat, d)]
    if not (attackers or blockers or defenders):
        return
    for a in attackers:
        combat.remove_attacker(a)
    for b in blockers:
        combat.remove_blocker(b)
    combat.removed_defenders.update(defenders)
    for oid in dict.fromkeys([*attackers, *blockers, *defenders]):
        obj = game.state.objects.get(oid)
        if obj is not None and obj.zone == "battlefield":
            game.log(f"{game.quick_name(oid)} is removed from combat (506.4)")
    game.state.touch()


__all__ = ["apply", "record"]
