"""Discover (701.57).

701.57a: "Discover N" means "Exile cards from the top of your library until you exile a
nonland card with mana value N or less. You may cast that card without paying its mana cost
if the resulting spell's mana value is less than or equal to N. If you don't cast it, put
that card into your hand. Put the remaining exiled cards on the bottom of your library in a
random order." 701.57b: the player has discovered once that is done, even if some or all of
it was impossible. 701.57c: the last card exiled, when its mana value is N or less, is the
"discovered card", cast or not.

The player who discovers is the controller of the resolving spell or ability. The card is
cast while it resolves (608.2g, `engine.casting.during_resolution`), without paying its mana
cost (118.9; X is 0, 107.3b): the resulting spell is the card's own face (or one half of a
split card, 709.3, whose mana value is at most the card's), so its mana value is at most N.
A card that can't be cast as proposed (no legal target, 601.5) isn't cast, so it is put into
the hand. The discovered card is the instruction's "it" (608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: 701.57b: the event of a player discovering (obj: the discovered card, or None).
DISCOVERS = "discovers"


@dataclass(frozen=True)
class Discover(Instruction):
    """701.57a: "discover N"."""

    n: int = 0


def do_discover(r: Resolution, step: Discover) -> None:
    """701.57a: exile until a nonland card with mana value N or less; cast it free or put it
    into the hand; the rest on the bottom in a random order."""
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    g, you, n = r.game, r.item.controller, step.n
    exiled: list[int] = []
    hit: int | None = None
    while g.state.zone_list("library", you):
        new = g.move(g.state.zone_list("library", you)[0], "exile")
        if new is None:
            break
        exiled.append(new.id)
        ch = g.chars(new.id)
        if "Land" not in ch.types and ch.mana_value <= n:
            hit = new.id  # 701.57c: the discovered card
            break
    g.log(f"{g.player_name(you)} discovers {n}, exiling "
          + (", ".join(g.quick_name(o) for o in exiled) or "nothing") + " (701.57a)")
    if hit is not None:
        cast = g.decide(Decision(
            "may", f"discover {n}: cast {g.quick_name(hit)} without paying its mana cost? "
                   "(if not, it goes to your hand) (701.57a)", you,
            [("yes", True), ("no", False)], key="discover"))
        item = cast_while_resolving(g, hit, you, "discover") if cast else None
        if item is not None:
            r.it = item.source
        elif g.obj(hit).zone == "exile":
            moved = g.move(hit, "hand")
            r.it = moved.id if moved is not None else None
    rest = [o for o in exiled if g.obj(o).zone == "exile"]
    rng.shuffle(g.state, rest)  # "in a random order"
    for oid in rest:
        g.move(oid, "library")  # each onto the bottom (401.4)
    g.emit(Event(DISCOVERS, hit, player=you))  # 701.57b
    g.state.touch()


__all__ = ["DISCOVERS", "Discover", "do_discover"]
