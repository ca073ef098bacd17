"""120.3 / 119.1: "Drain Life deals X damage to any target. You gain life equal to the damage
dealt, but not more life than the player's life total before the damage was dealt, the
planeswalker's loyalty before the damage was dealt, or the creature's toughness." (Drain Life).

The cap is taken from the target as the damage is dealt: a player's life total and a
planeswalker's loyalty just before, a creature's toughness (as it is after, or as it last
existed if it left, 608.2h). Gaining a negative amount is gaining none (107.1b). A target that
is both a creature and a planeswalker, or a battle, has no cap the text settles: the game stops
there, saying so."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.replacement.damage import _damage_events, deal
from arbiter.errors import UnsupportedTextError
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class DrainDamage(Instruction):
    """The source deals `amount` damage to `to`; you gain that much life, capped as above."""

    amount: Any = 0
    to: Any = None


def do_drain_damage(r: Resolution, step: DrainDamage) -> None:
    g, you, src = r.game, r.item.controller, r.item.source
    found = r.ref(step.to)
    if not found:
        return  # 608.2b: the target is gone
    t = found[0]
    n = r.number(step.amount)
    if isinstance(t, tuple):  # a player
        cap: int | None = g.state.players[t[1]].life
        recipient: Any = t
    else:
        types = set(g.chars(t).types)
        if ("Creature" in types and "Planeswalker" in types) or "Battle" in types or not (
                types & {"Creature", "Planeswalker"}):
            raise UnsupportedTextError(r.item.source_name, "the most life gained from damage "
                                       "to this permanent")
        cap = g.obj(t).counters.get("loyalty", 0) if "Planeswalker" in types else None
        recipient = ("permanent", t)
    dealt = deal(g, src, recipient, n)
    r.dealing[src] = r.dealing.get(src, 0) + dealt
    if dealt > 0:
        r.dealt.append(t)
    r.damage_total += dealt
    _damage_events(r)
    if cap is None:  # a creature: its toughness now, or as it last existed (608.2h)
        ch = g.chars(t) if g.obj(t).zone == "battlefield" else g.lki.get(t)
        cap = ch.toughness if ch is not None and ch.toughness is not None else 0
    gain = max(0, min(dealt, cap))
    if gain:
        g.gain_life(you, gain)


__all__ = ["DrainDamage", "do_drain_damage"]
