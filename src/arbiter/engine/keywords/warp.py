"""702.185 warp: an alternative cost from the hand, the permanent exiled at the next end
step, and the card cast again from exile on a later turn.

702.185a: "Warp [cost]" means "You may cast this card from your hand by paying [cost] rather
than its mana cost" (an alternative cost, 118.9, following 601.2b and 601.2f-h: the way of
casting named "warp" in `engine.casting.spells.ALTERNATIVES`) and "If this spell's warp cost
was paid, exile the permanent this spell becomes at the beginning of the next end step. Its
owner may cast this card after the current turn has ended for as long as it remains
exiled."

The second ability makes a delayed triggered ability as the permanent spell resolves
(603.7: it refers only to that permanent, 603.7c; gone from the battlefield, nothing is
exiled). 702.185b: the card it exiles is "warped"; the engine records the turn it was
exiled on the card in exile (`WARPED`), and its owner may cast it from there on any later
turn (paying its costs as usual, with the usual timing; 601.3), for as long as it remains
there (400.7: a new object once it leaves). Only a warp cost of mana is carried out.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.rules.instructions import Custom, Ref

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.abilities import KeywordAbility

#: The key of the turn a warped card was exiled, in its choices (702.185b).
WARPED = "warped"
#: The `Custom` instruction of the delayed triggered ability.
EXILE_WARPED = "exile_warped"
_MANA = re.compile(r"(?:\{[^}]+\})+")


def warp_cost(kw: KeywordAbility) -> str | None:
    """The mana cost of "Warp [cost]", or None for any other cost."""
    param = (kw.param or "").strip()
    return param if _MANA.fullmatch(param) else None


def schedule_exile(game: Game, permanent: int, controller: int) -> None:
    """702.185a / 603.7: the delayed triggered ability "exile the permanent this spell
    becomes at the beginning of the next end step"."""
    game.state.delayed.append(("end", permanent, (Custom(EXILE_WARPED, (Ref.target(0),)),),
                               [permanent], controller, "warp"))


def do_exile_warped(r: Resolution, step: Custom) -> None:
    """702.185a-b: exile the permanent (603.7c: only that object); the card is warped."""
    game = r.game
    for oid in r.ref(step.args[0]):
        if not isinstance(oid, int) or game.obj(oid).zone != "battlefield":
            continue
        new = game.move(oid, "exile")
        if new is not None and new.zone == "exile":
            new.choices[WARPED] = game.state.turn.number
            game.state.touch()


def may_cast_warped(game: Game, player: int, oid: int) -> bool:
    """702.185a: the owner of a warped card may cast it after the turn it was exiled."""
    obj = game.obj(oid)
    return (obj.zone == "exile" and obj.owner == player and WARPED in obj.choices
            and obj.choices[WARPED] < game.state.turn.number)


__all__ = ["EXILE_WARPED", "WARPED", "do_exile_warped", "may_cast_warped", "schedule_exile",
           "warp_cost"]
