"""What the permanents on the battlefield are, in the layer system's current answer (613),
indexed once per answer: the keywords (702) of their abilities, their subtypes and their
supertypes. A rule that matters only while some permanent has a keyword or a type (702.131b
ascend, 702.145 daybound and nightbound, 702.158 space sculptor, 702.179a start your
engines!, 704.5j the legend rule, 704.5s / 714.4 Sagas) asks one set instead of looking at
every permanent each time a player would receive priority (117.5).

Exact by construction: `Characteristics.has_keyword(k)` is whether k is the keyword of one
of the object's abilities, and the index holds the keywords of every ability of every
permanent (and every subtype and supertype in its `subtypes` and `supertypes`, as those
rules read them). It belongs to one answer of `Game.layers` and to one battlefield (the
state object, the answer object and the battlefield's objects are compared), so a new
answer or a changed battlefield builds it anew; a change of status alone keeps the answer
and so the index (`engine.per_answer`: the characteristics it is made of are the answer's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from arbiter.engine.game import Game

_ATTR = "_battlefield_index"


class BattlefieldIndex(NamedTuple):
    #: The keywords (lower case, as `KeywordAbility.keyword`) of the permanents' abilities.
    keywords: frozenset[Any]
    subtypes: frozenset[str]
    supertypes: frozenset[str]


def battlefield_index(game: Game) -> BattlefieldIndex:
    res = game.layers()
    battlefield = game.state.order.get("battlefield", [])
    state = game.state
    cached = game.__dict__.get(_ATTR)
    if cached is not None and cached[0] is res and cached[1] is state and \
            cached[2] == battlefield:
        index: BattlefieldIndex = cached[3]
        return index
    chars = res.chars
    here = [chars[oid] for oid in battlefield if oid in chars]
    index = BattlefieldIndex(
        frozenset(getattr(a.ability, "keyword", None) for ch in here for a in ch.abilities),
        frozenset(t for ch in here for t in ch.subtypes),
        frozenset(t for ch in here for t in ch.supertypes))
    setattr(game, _ATTR, (res, state, list(battlefield), index))
    return index


def battlefield_keywords(game: Game) -> frozenset[Any]:
    """The keywords of the abilities of the permanents on the battlefield now."""
    return battlefield_index(game).keywords


def on_battlefield(game: Game, keyword: str) -> bool:
    """Whether some permanent has `keyword` (`Characteristics.has_keyword`)."""
    return keyword.lower() in battlefield_index(game).keywords


__all__ = ["BattlefieldIndex", "battlefield_index", "battlefield_keywords", "on_battlefield"]
