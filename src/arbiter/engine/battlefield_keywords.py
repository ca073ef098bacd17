"""Which keyword abilities (702) the permanents on the battlefield have, in the layer
system's current answer (613): indexed once per answer, so that a rule that matters only
while some permanent has a keyword (702.131b ascend, 702.145 daybound and nightbound,
702.158 space sculptor, 702.179a start your engines!) asks one set instead of looking at
every permanent each time a player would receive priority (117.5).

Exact by construction: `Characteristics.has_keyword(k)` is whether k is the keyword of one
of the object's abilities, and the index holds the keywords of every ability of every
permanent. It belongs to one answer of `Game.layers` and to one battlefield (the answer
object, the state's version and the battlefield's objects are compared), so a new answer or
a changed battlefield builds it anew."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_ATTR = "_battlefield_keywords"


def battlefield_keywords(game: Game) -> frozenset[Any]:
    """The keywords (lower case, as `KeywordAbility.keyword`) of the abilities of the
    permanents on the battlefield now."""
    res = game.layers()
    battlefield = game.state.order.get("battlefield", [])
    version = game.state.version
    cached = game.__dict__.get(_ATTR)
    if cached is not None and cached[0] is res and cached[1] == version and \
            cached[2] == battlefield:
        kws: frozenset[Any] = cached[3]
        return kws
    chars = res.chars
    kws = frozenset(getattr(a.ability, "keyword", None) for oid in battlefield
                    if oid in chars for a in chars[oid].abilities)
    setattr(game, _ATTR, (res, version, list(battlefield), kws))
    return kws


def on_battlefield(game: Game, keyword: str) -> bool:
    """Whether some permanent has `keyword` (`Characteristics.has_keyword`)."""
    return keyword.lower() in battlefield_keywords(game)


__all__ = ["battlefield_keywords", "on_battlefield"]
