"""729.3: a merged permanent that leaves the battlefield is one permanent leaving, and each of
its components is put into the new zone: the card the permanent began as becomes the new
object `Game.move` makes (400.7), and each other card that merged with it becomes a new
object there too; a token component ceases to exist (111.7). 729.3a: in a graveyard or
library its owner may arrange them; they are put in the order they were in the permanent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.state.objects import Component

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject


def other_components_follow(game: Game, old: GameObject, zone: str) -> list[int]:
    """729.3: put the merged permanent's other card components into `zone`; their new ids."""
    if not old.merged:
        return []
    rest = list(old.merged)
    base = Component(old.card, old.token, old.face)
    if base in rest:
        rest.remove(base)
    if zone == "battlefield" and rest:
        # 729.3c: an effect that returns "it" finds every component: not carried out yet.
        raise UnsupportedTextError(game.name_of(old.id), "a merged permanent leaving the "
                                   "battlefield and returning to it (729.3c)")
    out: list[int] = []
    for comp in rest:
        if comp.token is not None:
            continue  # 111.7: a token that leaves the battlefield ceases to exist
        new = game.state.add_object({"owner": old.owner, "controller": old.owner,
                                     "card": comp.card, "token": None}, zone)
        out.append(new.id)
    return out
