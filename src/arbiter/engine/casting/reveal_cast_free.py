"""608.2g, 118.9, 701.20a: casting the card found by revealing cards from the top of a library
(`engine.zones.reveal_until`, `to` = `CAST_FREE`):

    When this creature dies, reveal cards from the top of your library until you reveal a
    nonland card with mana value 3 or less. You may cast that card without paying its mana
    cost. Put all revealed cards not cast this way on the bottom of your library in a random
    order.                                                                 (Treasure Keeper)

The revealed cards stay in the library (701.20a). As the ability resolves, its controller may
cast the card found from the library (608.2g: following 601.2a-i, no player receives priority,
its timing permissions don't apply), without paying its mana cost (118.9; X is 0, 107.3b;
additional costs are still paid, 118.9d). A spell that can't be cast as proposed isn't
(601.5). Every revealed card not cast this way, the found one too when it wasn't, then goes
where the text puts "the rest".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: `RevealUntil.to`: "You may cast that card without paying its mana cost."
CAST_FREE = "cast_free"


def cast_found(r: Resolution, player: int, seen: list[int], hits: list[int]) -> list[int]:
    """Offer each found card of `player`'s library to the resolving ability's controller to
    cast now without paying its mana cost; the revealed cards still in that library after
    (the rest, in the order revealed)."""
    from arbiter.engine.casting.during_resolution import WITHOUT_PAYING, cast_while_resolving

    g, you = r.game, r.item.controller
    for hit in hits:
        if "Land" in g.chars(hit).types:  # 305.1: a land is played, never cast
            continue
        if g.decide(Decision("may", f"cast {g.quick_name(hit)} without paying its mana cost? "
                             "(608.2g)", you, [("yes", True), ("no", False)], key="cast_now")):
            cast_while_resolving(g, hit, you, "cast_now", alternative=WITHOUT_PAYING)
    library = g.state.zone_list("library", player)
    return [o for o in seen if o in library]


__all__ = ["CAST_FREE", "cast_found"]
