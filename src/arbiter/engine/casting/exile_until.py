"""Exiling cards from the top of a library until a card of a quality is exiled, and casting
it (cascade-like text outside the keyword):

    Exile cards from the top of your library until you exile a nonland card. You may cast
    that card without paying its mana cost.                               (Sarevok's Tome)
    Target opponent exiles cards from the top of their library until they exile an instant
    or sorcery card. You may cast that card without paying its mana cost. Then put the
    exiled cards that weren't cast this way on the bottom of that library in a random order.
                                                                              (Chaos Wand)
    Target opponent exiles cards from the top of their library until they exile a nonland
    card. Until end of turn, you may cast that card without paying its mana cost.
                                      (Stolen Goods: a permission, `engine.casting.impulse`)

The player whose library it is exiles its cards one at a time from the top (406.3: face up)
until one matches (or the library runs out). That card is the instruction's "it" (608.2c).
`cast_free`: the resolving ability's controller may cast it while the ability resolves
(608.2g, `engine.casting.during_resolution`), without paying its mana cost (118.9; X is 0,
107.3b); a land can't be cast (305.1), a spell that can't be cast as proposed isn't (601.5).
`rest` "bottom_random": then every card exiled this way that wasn't cast goes to the bottom
of its owner's library in a random order (401.4); otherwise they stay in exile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.rules.instructions import Instruction
from arbiter.rules.view import LayerView, context_for
from arbiter.state import rng

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileUntil(Instruction):
    """`who` exiles cards from the top of their library until they exile a card matching
    `selector`; `cast_free`: you may cast it without paying its mana cost (608.2g); `rest`:
    "bottom_random" or None (the others stay exiled)."""

    who: Any = "you"
    selector: Any = None
    cast_free: bool = False
    rest: str | None = None


def do_exile_until(r: Resolution, step: ExileUntil) -> None:
    from arbiter.engine.casting.during_resolution import cast_while_resolving

    g, you = r.game, r.item.controller
    r.it, r.did = None, False
    exiled: list[int] = []
    hit: int | None = None
    for p in r.players(step.who)[:1]:
        while g.state.zone_list("library", p):
            new = g.move(g.state.zone_list("library", p)[0], "exile")
            if new is None:
                break
            exiled.append(new.id)
            view = LayerView(g.state, g.layers().chars)
            if step.selector is None or step.selector.matches(
                    view, new.id, context_for(view, r.item.source, you)):
                hit = new.id
                break
        g.log(f"{g.player_name(p)} exiles " + (", ".join(g.quick_name(o) for o in exiled)
                                               or "nothing") + " from their library")
    r.it = hit
    r.did = bool(exiled)
    if hit is not None and step.cast_free and "Land" not in g.chars(hit).types:  # 305.1
        if g.decide(Decision("may", f"cast {g.quick_name(hit)} without paying its mana cost? "
                             "(608.2g)", you, [("yes", True), ("no", False)], key="cast_now")):
            cast_while_resolving(g, hit, you, "cast_now")
    if step.rest == "bottom_random":
        rest = [o for o in exiled if g.obj(o).zone == "exile"]
        rng.shuffle(g.state, rest)  # 401.4: in a random order
        for oid in rest:
            g.move(oid, "library")  # each onto the bottom of its owner's library
        g.state.touch()


__all__ = ["ExileUntil", "do_exile_until"]
