"""702.60 ripple: a triggered ability that functions only while the card with ripple is on the
stack (113.6k), built from its definition.

702.60a: "Ripple N" means "When you cast this spell, you may reveal the top N cards of your
library, or, if there are fewer than N cards in your library, you may reveal all the cards in
your library. If you reveal cards from your library this way, you may cast any of those cards
with the same name as this spell without paying their mana costs, then put all revealed
cards not cast this way on the bottom of your library in any order."

"This spell's" name is the spell's as it is on the stack, or as it last existed there
(608.2h). Each card is cast from the library while the ability resolves (608.2g,
`engine.casting.during_resolution`), without paying its mana cost (118.9). 702.60b: each
instance triggers separately.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class Ripple(Instruction):
    """702.60a: reveal the top `n`; cast those with this spell's name; the rest on the
    bottom in any order."""

    n: int = 4


def ripple(param: str | None) -> TriggeredAbility | None:
    """702.60a: "Ripple N" with N printed as a number (None otherwise)."""
    text = (param or "").strip()
    if not text.isdigit():
        return None
    n = int(text)
    return TriggeredAbility(
        text=f"When you cast this spell, you may reveal the top {n} cards of your library. If "
             "you reveal cards from your library this way, you may cast any of those cards "
             "with the same name as this spell without paying their mana costs, then put all "
             "revealed cards not cast this way on the bottom of your library in any order.",
        trigger=Trigger("cast", "self", zone="stack"),
        instructions=(Ripple(n),))


def do_ripple(r: Resolution, step: Ripple) -> None:
    from arbiter.engine.casting.during_resolution import cast_while_resolving
    from arbiter.engine.zones.top_of_library import chosen_bottom_order

    g, you = r.game, r.item.controller
    revealed = list(g.state.zone_list("library", you)[:step.n])
    if not revealed or not g.decide(Decision(
            "may", f"reveal the top {len(revealed)} card(s) of your library (702.60a)?", you,
            [("yes", True), ("no", False)], key="ripple")):
        return
    g.log(f"{g.player_name(you)} reveals " + ", ".join(g.quick_name(o) for o in revealed))
    name = g.chars(r.item.source).name  # 608.2h: as it last existed, if it has left
    for oid in revealed:
        if g.chars(oid).name != name or g.obj(oid).zone != "library":
            continue
        if g.decide(Decision("may", f"cast {g.quick_name(oid)} without paying its mana cost "
                             "(702.60a)?", you, [("yes", True), ("no", False)],
                             key="ripple_cast")):
            cast_while_resolving(g, oid, you, "ripple")
    rest = [o for o in revealed if g.obj(o).zone == "library"]
    library = g.state.zone_list("library", you)
    for oid in chosen_bottom_order(g, you, rest):  # "in any order": the player's
        library.remove(oid)
        library.append(oid)
    g.state.touch()


__all__ = ["Ripple", "do_ripple", "ripple"]
