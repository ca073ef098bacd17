"""701.44: exploring. 701.44a: the permanent's controller reveals the top card of their
library; a land card goes to their hand, otherwise the permanent gets a +1/+1 counter and
the player may put the revealed card into their graveyard. The choice is a decision of the
player who makes it ("explore": "top" or "graveyard")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions import Explore


def explore(game: Game, oid: int) -> None:
    """701.44a: the permanent's controller reveals the top card of their library. A land card
    goes to their hand; otherwise the permanent gets a +1/+1 counter and the player may put
    the revealed card into their graveyard. 701.44b: it explores even if some of that was
    impossible (an empty library reveals no land: the counter is still put). 701.44c: a
    permanent that left the battlefield uses its last known information."""
    obj = game.obj(oid)
    on_battlefield = obj.zone == "battlefield"
    if on_battlefield:
        controller = game.controller_of(oid)
    else:
        controller = game.lki[oid].controller if oid in game.lki else obj.owner
    library = game.state.zone_list("library", controller)
    top = library[0] if library else None
    if top is not None:
        game.log(f"{game.player_name(controller)} reveals {game.quick_name(top)} "
                 f"(701.44a, {game.quick_name(oid)} explores)")
    if top is not None and "Land" in game.chars(top).types:
        game.move(top, "hand")
    else:
        if on_battlefield:
            game.put_counters(oid, "+1/+1", 1)
        if top is not None:
            where = game.decide(Decision(
                "explore", f"explore: put {game.quick_name(top)}#{top} into your graveyard?",
                controller, [("top", "top"), ("graveyard", "graveyard")], key="explore"))
            if where == "graveyard":
                game.move(top, "graveyard")
    game.emit(Event("explores", oid, player=controller))
    game.state.touch()


def do_explore(r: Resolution, step: Explore) -> None:
    """701.44a: what `what` names explores."""
    for oid in r.ref(step.what):
        explore(r.game, oid)
