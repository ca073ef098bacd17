"""601.3 / 113.6f: a card's own permission to be cast from its owner's graveyard or from
exile ("You may cast this card from your graveyard [as long as you control a Zombie]",
`rules.cast_from_zones`). Only the card's owner may (its "you", 109.5), only while the card
is in one of the zones named and the condition holds as they would begin to cast it. The
spell is then cast as from a hand (`engine.casting.impulse.permission`): its mana cost, its
timing (307.1 unless it has flash), its additional costs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.cast_from_zones import CastFromZones
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def permitted(game: Game, player: int, oid: int) -> bool:
    """May `player` cast the card `oid` from where it is by its own ability?"""
    obj = game.state.objects.get(oid)
    if obj is None or obj.owner != player or obj.zone not in ("graveyard", "exile"):
        return False
    for a in game.chars(oid).abilities:
        ab = a.ability
        if not isinstance(ab, CastFromZones) or obj.zone not in ab.zones:
            continue
        if ab.condition is None:
            return True
        view = LayerView(game.state, game.layers().chars)
        if ab.condition.holds(view, context_for(view, oid, player)):
            return True
    return False


__all__ = ["permitted"]
