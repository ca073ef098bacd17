"""608.2g, 118.9: "You may cast a spell with mana value 3 or less from your hand without
paying its mana cost." (Sram's Expertise, Baral's Expertise, Rishkar's Expertise): as the
effect resolves, its controller may cast one card from their hand (601.2a-i, no player
receives priority; the card's timing permissions don't apply, 608.2g) by the alternative
cost "without paying its mana cost" (118.9; X is 0, 107.3b).

"A spell with mana value N or less" / "an instant or sorcery spell" describes the spell
proposed (601.3e): a split card's chosen half only (709.3a), so Fire // Ice may be cast as
Fire under a limit of 3 though the card's mana value is 4. A land card is never cast
(305.1). A card that can't be cast as proposed isn't (601.5, the game as it was), and the
player may choose another or none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.during_resolution import cast_while_resolving
from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.characteristics import Characteristics


@dataclass(frozen=True)
class MayCastFromHandFree(Instruction):
    """"You may cast a [<types>] spell [with mana value `at_most` or less] from your hand
    without paying its mana cost." `types`: the spell has one of them (empty: any spell);
    `at_most`: a number or value (None: no limit)."""

    types: tuple[str, ...] = ()
    at_most: Any = None


def do_may_cast_from_hand_free(r: Resolution, step: MayCastFromHandFree) -> None:
    g, you = r.game, r.item.controller
    limit = None if step.at_most is None else r.number(step.at_most)

    def allowed(ch: Characteristics) -> bool:
        if step.types and not set(step.types) & set(ch.types):
            return False
        return limit is None or ch.mana_value <= limit

    tried: set[int] = set()
    r.did = False
    while True:
        options = [(f"{g.quick_name(o)}#{o}", o) for o in g.state.zone_list("hand", you)
                   if o not in tried and "Land" not in g.chars(o).types]  # 305.1
        if not options:
            return
        card = g.decide(Decision("choose_card", "cast a spell from your hand without paying "
                                 "its mana cost? (608.2g, 118.9)", you,
                                 [*options, ("done", None)], optional=True, key="cast_free"))
        if card is None:
            return
        tried.add(card)
        if cast_while_resolving(g, card, you, "cast_free", allowed=allowed) is not None:
            r.did = True
            return


__all__ = ["MayCastFromHandFree", "do_may_cast_from_hand_free"]
