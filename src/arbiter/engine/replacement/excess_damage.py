"""120.4a: "<source> deals 4 damage to target creature. Excess damage is dealt to that
creature's controller instead." (Flame Spill, Pigment Storm, Gandalf's Sanction, Ravenous
Tyrannosaurus): before any replacement or prevention effect applies (120.4b), the damage event
is split: the permanent is dealt the damage that would be lethal, and the rest is dealt to its
controller, all at once (one damage event, 603.2c).

What is lethal (120.4a, 120.6): for a creature, its toughness less the damage already marked
on it, and 1 from a source with deathtouch (702.2); for a planeswalker its loyalty, for a battle
its defense; the greatest of those for a permanent of several of those types.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from arbiter.engine.replacement.damage import amount_of, damage_events, deal, do_deal_damage
from arbiter.rules.instructions import Instruction
from arbiter.rules.instructions import objects as I

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExcessToController(Instruction):
    """`damage` (to one target permanent), its excess dealt to that permanent's controller."""

    damage: I.DealDamage = field(default_factory=I.DealDamage)


def lethal(game: Game, victim: int, source: int) -> int:
    """120.4a: the damage that would be lethal to `victim` from `source` now."""
    ch = game.chars(victim)
    source_ch = game.chars(source) if source in game.layers().chars else game.lki.get(source)
    amounts: list[int] = []
    if "Creature" in ch.types:
        left = max(0, (ch.toughness or 0) - game.obj(victim).damage)
        deathtouch = source_ch is not None and source_ch.has_keyword("deathtouch")
        amounts.append(min(left, 1) if deathtouch else left)  # 702.2
    if "Planeswalker" in ch.types:
        amounts.append(game.obj(victim).counters.get("loyalty", 0))  # 306.5b
    if "Battle" in ch.types:
        amounts.append(game.obj(victim).counters.get("defense", 0))  # 310.4c
    return max(amounts, default=0)


def do_excess_to_controller(r: Resolution, step: ExcessToController) -> None:
    g = r.game
    dmg = step.damage
    victims = [t for t in r.ref(dmg.to) if isinstance(t, int)]
    if len(victims) != 1 or g.obj(victims[0]).zone != "battlefield" or (
            isinstance(dmg.source, I.Ref) and dmg.source.kind not in ("this", "it")
            and not r.ref(dmg.source)):
        do_deal_damage(r, dmg)  # 608.2b: no legal target (or no source): as written
        return
    src = r.ref(dmg.source)[0] if r.ref(dmg.source) else r.item.source
    amount = amount_of(r, dmg, src)
    victim = victims[0]
    excess = max(0, amount - lethal(g, victim, src))
    if not excess:
        do_deal_damage(r, dataclasses.replace(dmg, amount=amount))
        return
    controller = g.controller_of(victim)
    # dealt at once: the lethal part (its event waits) and the excess to the controller
    do_deal_damage(r, dataclasses.replace(dmg, amount=amount - excess, together=True))
    hit: list[Any] = []
    dealt = deal(g, src, ("player", controller), excess, dmg.unpreventable, hit)
    r.dealt += hit
    r.dealing[src] = r.dealing.get(src, 0) + dealt
    r.damage_total += dealt
    damage_events(r)  # 603.2c: one "deals damage" event per source (120.4b)


__all__ = ["ExcessToController", "do_excess_to_controller", "lethal"]
