"""608.2g: "You may cast that card. If you don't, <effect>." after exiling the top card of
a library (Chandra, Torch of Defiance's +1):

    Exile the top card of your library. You may cast that card. If you don't, Chandra deals
    2 damage to each opponent.

While the ability resolves, its controller may cast the exiled card (608.2g: following
601.2a-i, no player receives priority; its timing permissions don't apply), paying its costs
(601.2f-h; decision key `cast_now`, then the targets `cast_now_target`). A land card can't be
cast (305.1); a spell that can't be cast as proposed isn't (601.5). If the card wasn't cast,
`otherwise` follows (608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class MayCastNow(Instruction):
    """"You may cast <the card>. If you don't, `otherwise`."."""

    what: Ref = Ref("it")
    otherwise: tuple[Instruction, ...] = ()


def do_may_cast_now(r: Resolution, step: MayCastNow) -> None:
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    g, you = r.game, r.item.controller
    cast = False
    for card in r.ref(step.what):
        if not isinstance(card, int) or g.obj(card).zone != "exile" or \
                "Land" in g.chars(card).types:  # 305.1: a land is played, never cast
            continue
        if g.decide(Decision("may", f"cast {g.quick_name(card)}? (608.2g)", you,
                             [("yes", True), ("no", False)], key="cast_now")):
            cast = cast_while_resolving(g, card, you, "cast_now", alternative=None) is not None
    r.did = cast
    if not cast:
        r.follow(step.otherwise)  # "If you don't, ..."


__all__ = ["MayCastNow", "do_may_cast_now"]
