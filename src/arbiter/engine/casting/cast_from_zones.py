"""601.3 / 113.6f: a card's own permission to be cast from its owner's graveyard or from
exile ("You may cast this card from your graveyard [as long as you control a Zombie]",
`rules.cast_from_zones`). Only the card's owner may (its "you", 109.5), only while the card
is in one of the zones named and the condition holds as they would begin to cast it. The
spell is then cast as from a hand (`engine.casting.impulse.permission`): its mana cost, its
timing (307.1 unless it has flash), its additional costs. "... using its blitz ability"
permits only that alternative cost (118.9, `CastFromZones.way`: `own_ways`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.rules.cast_from_zones import CastFromZones
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def _holding(game: Game, player: int, oid: int) -> list[CastFromZones]:
    """The card's permissions that let `player` cast it from where it is now."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.owner != player or obj.zone not in ("graveyard", "exile"):
        return []
    out: list[CastFromZones] = []
    for a in game.chars(oid).abilities:
        ab = a.ability
        if not isinstance(ab, CastFromZones) or obj.zone not in ab.zones:
            continue
        if ab.condition is None:
            out.append(ab)
            continue
        view = LayerView(game.state, game.layers().chars)
        if ab.condition.holds(view, context_for(view, oid, player)):
            out.append(ab)
    return out


def permitted(game: Game, player: int, oid: int, way: str | None = None) -> bool:
    """May `player` cast the card `oid` from where it is by its own ability (paying `way`;
    118.9: a permission naming a way of casting permits that way only)?"""
    return any(ab.way is None or ab.way == way for ab in _holding(game, player, oid))


def own_ways(game: Game, player: int, oid: int) -> list[str]:
    """118.9: the alternative costs the card's own permissions name ("using its blitz
    ability"), for casting it from where it is now."""
    return [ab.way for ab in _holding(game, player, oid) if ab.way is not None]


__all__ = ["own_ways", "permitted"]
