"""702.85 cascade: a triggered ability that functions only while its spell is on the stack
(113.6k), built from its definition.

702.85a: "Cascade" means "When you cast this spell, exile cards from the top of your library
until you exile a nonland card whose mana value is less than this spell's mana value. You may
cast that card without paying its mana cost if the resulting spell's mana value is less than
this spell's mana value. Then put all cards exiled this way that weren't cast on the bottom
of your library in a random order."

"This spell's mana value" is the spell's as it is on the stack, or as it last existed there
if it has left it (608.2h). The card is cast while the ability resolves (608.2g,
`engine.casting.during_resolution`), without paying its mana cost (118.9; X is 0, 107.3b),
its modes and targets chosen then; the cast spell is put on the stack above the ability's
own spell. 702.85b ("as you cascade" actions) has no card the engine reads yet. 702.85c:
each instance triggers separately (each is its own ability).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Cascade(Instruction):
    """702.85a: exile from the top until a nonland card with lesser mana value; cast it
    without paying; the rest on the bottom in a random order."""


@cache
def cascade() -> TriggeredAbility:
    return TriggeredAbility(
        text="When you cast this spell, exile cards from the top of your library until you "
             "exile a nonland card whose mana value is less than this spell's mana value. You "
             "may cast that card without paying its mana cost if the resulting spell's mana "
             "value is less than this spell's mana value. Then put all cards exiled this way "
             "that weren't cast on the bottom of your library in a random order.",
        trigger=Trigger("cast", "self", zone="stack"),
        instructions=(Cascade(),))


def spell_mana_value(g: Game, spell: int) -> float:
    """608.2h: the spell's mana value now, or as it last existed on the stack."""
    return g.chars(spell).mana_value


def do_cascade(r: Resolution, step: Cascade) -> None:
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    g, you = r.game, r.item.controller
    value = spell_mana_value(g, r.item.source)
    exiled: list[int] = []
    hit: int | None = None
    while g.state.zone_list("library", you):
        top = g.state.zone_list("library", you)[0]
        new = g.move(top, "exile")
        if new is None:
            break
        exiled.append(new.id)
        ch = g.chars(new.id)
        if "Land" not in ch.types and ch.mana_value < value:
            hit = new.id
            break
    g.log(f"{g.player_name(you)} cascades, exiling "
          + (", ".join(g.quick_name(o) for o in exiled) or "nothing"))
    if hit is not None:
        cast_it = g.decide(Decision(
            "may", f"cast {g.quick_name(hit)} without paying its mana cost (702.85a)?", you,
            [("yes", True), ("no", False)], key="cascade"))
        if cast_it and g.chars(hit).mana_value < value:
            cast_while_resolving(g, hit, you, "cascade")
    rest = [o for o in exiled if g.obj(o).zone == "exile"]
    rng.shuffle(g.state, rest)  # "in a random order"
    for oid in rest:
        g.move(oid, "library")  # each onto the bottom (401.4)
    g.state.touch()


__all__ = ["Cascade", "cascade", "do_cascade"]
