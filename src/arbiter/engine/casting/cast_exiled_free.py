"""608.2g / 118.9: "exile the top card of each player's library, then you may cast any number
of spells from among those cards without paying their mana costs." (Etali, Primal Storm).

Each player's top card is exiled (406.2: face up), in APNAP order (101.4). Then, while the
ability resolves, its controller may cast any of those cards that are still in exile, one at
a time (decision key `cast_free`, "done" to stop), each without paying its mana cost (118.9,
`engine.casting.during_resolution`): 608.2g, no player receives priority and the card's
timing permissions don't apply. A land card isn't a spell (305.1, 110.4); a card that can't
be cast as proposed isn't (601.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileTopCastFree(Instruction):
    """Exile the top card of each player's library `who` names; the controller may cast any
    number of them without paying their mana costs."""

    who: Any = "each_player"


def do_exile_top_cast_free(r: Resolution, step: ExileTopCastFree) -> None:
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    g, you = r.game, r.item.controller
    exiled: list[int] = []
    for p in [q for q in g.apnap() if q in r.players(step.who)]:
        library = g.state.zone_list("library", p)
        if library:
            new = g.move(library[0], "exile")
            if new is not None:
                exiled.append(new.id)
    left = [o for o in exiled if "Land" not in g.chars(o).types]  # 305.1
    while left:
        pick = g.decide(Decision(
            "cast_free", "cast one of the exiled cards without paying its mana cost "
            "(done to stop)", you, [(f"{g.quick_name(o)}#{o}", o) for o in left]
            + [("done", None)], optional=True, key="cast_free"))
        if pick is None:
            break
        left.remove(pick)
        if g.obj(pick).zone == "exile":
            cast_while_resolving(g, pick, you, "cast_free")
        left = [o for o in left if g.obj(o).zone == "exile"]


__all__ = ["ExileTopCastFree", "do_exile_top_cast_free"]
