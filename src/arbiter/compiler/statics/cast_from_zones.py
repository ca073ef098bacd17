"""601.3 / 113.6f: the card's own permission to be cast from other zones
(`rules.cast_from_zones`):

    You may cast ~ from your graveyard.                      (Skaab Ruinator)
    You may cast ~ from exile.                               (Eternal Scourge)
    You may cast ~ from your graveyard or from exile.        (Squee, the Immortal)
    You may cast ~ from your graveyard as long as you control a Zombie.   (Gravecrawler)
    You may cast ~ from your graveyard if you gained life this turn.  (Oathsworn Vampire)

    You may cast this card from your graveyard using its blitz ability.  (Sabin, Master Monk)

"using its <keyword> ability": only that way of casting it (118.9; 702.152a blitz, 702.185a
warp, the ways the engine offers from a graveyard so). Other ways of casting it from there
("by discarding a card in addition to paying its other costs", "using its mutate ability")
aren't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules.cast_from_zones import CastFromZones

_ZONE = pp.MatchFirst([
    kw("from your graveyard").set_parse_action(lambda: "graveyard"),
    kw("from exile").set_parse_action(lambda: "exile"),
])


def _plain(t: pp.ParseResults) -> bool:
    return not isinstance(t[0], About | ItIs)


_CONDITION = (kws("as long as", "if").suppress()
              + STATIC_CONDITION.copy().add_condition(_plain))


#: 118.9: "using its blitz ability" (the keyword's alternative cost, `CastFromZones.way`).
_USING = (sup("using its") + kws("blitz", "warp") + sup("ability")).set_parse_action(
    lambda t: _Way(t[0].lower()))


class _Way(str):
    """The alternative cost named by "using its ... ability"."""


def _line(t: pp.ParseResults) -> CastFromZones:
    zones = frozenset(x for x in t if isinstance(x, str) and not isinstance(x, _Way))
    cond = next((x for x in t if not isinstance(x, str)), None)
    way = next((str(x) for x in t if isinstance(x, _Way)), None)
    return CastFromZones(text="", zones=zones, condition=cond, way=way)


CAST_FROM_ZONES_LINE = pp.MatchFirst([
    (sup("you may cast ~") + _ZONE + _USING + lit(".")),
    (sup("you may cast ~") + _ZONE + pp.Optional(sup("or") + _ZONE)
     + pp.Optional(_CONDITION) + lit(".")),
]).set_parse_action(_line)

__all__ = ["CAST_FROM_ZONES_LINE"]
