"""Forage (701.61).

701.61a: to forage means "Exile three cards from your graveyard or sacrifice a Food."

The player who forages is the controller of the resolving spell or ability. As it resolves
(608.2d) they choose which of the two they do when both are possible, and which three cards
or which Food. With fewer than three cards in their graveyard and no Food they can't forage:
nothing happens, and "If you do" is false (608.2c). Foraging is an event ("Whenever you
forage", obj None).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution

#: The event of a player foraging (player: who foraged).
FORAGES = "forages"


@dataclass(frozen=True)
class Forage(Instruction):
    """701.61a: "forage"."""


def do_forage(r: Resolution, step: Forage) -> None:
    """701.61a: exile three cards from the graveyard, or sacrifice a Food."""
    g, you = r.game, r.item.controller
    r.did = False
    grave = list(g.state.zone_list("graveyard", you))
    chars = g.layers().chars
    foods = [o for o in g.state.battlefield() if o in chars and chars[o].controller == you
             and "Food" in chars[o].subtypes]
    ways = ([("exile three cards from your graveyard", "exile")] if len(grave) >= 3 else []) \
        + ([("sacrifice a Food", "food")] if foods else [])
    if not ways:
        g.log(f"{g.player_name(you)} can't forage (701.61a)")
        return
    way = ways[0][1] if len(ways) == 1 else g.decide(Decision(
        "forage", "forage: exile three cards from your graveyard or sacrifice a Food? "
        "(701.61a)", you, ways, key="forage"))
    if way == "food":
        food = foods[0] if len(foods) == 1 else g.decide(Decision(
            "choose_object", "forage: choose a Food to sacrifice", you,
            [(f"{g.name_of(o)}#{o}", o) for o in foods], key="forage_food"))
        g.sacrifice(food)  # 701.21a
    else:
        chosen: list[int] = []
        while len(chosen) < 3:
            left = [o for o in grave if o not in chosen]
            if len(left) <= 3 - len(chosen):
                chosen.extend(left)
                break
            chosen.append(g.decide(Decision(
                "choose_object", f"forage: choose a card to exile ({len(chosen) + 1} of 3)",
                you, [(f"{g.quick_name(o)}#{o}", o) for o in left], key="forage_exile")))
        for o in chosen:
            g.move(o, "exile")
    r.did = True
    g.emit(Event(FORAGES, None, player=you))
    g.state.touch()


__all__ = ["FORAGES", "Forage", "do_forage"]
