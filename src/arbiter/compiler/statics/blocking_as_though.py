"""Blocking "as though" an attacker lacked an evasion ability (509.1b; the engine is
`engine.combat.blocking_as_though`):

    Creatures with islandwalk can be blocked as though they didn't have islandwalk.
    Creatures with landwalk abilities can be blocked as though they didn't have those
    abilities.                                     (702.14c: a line of its own)
    ... can block creatures with landwalk abilities as though they didn't have those
    abilities.                                     (a predicate: the blocker's rules effect)
    ... can block creatures with shadow as though they didn't have shadow.   (702.28b)
    ... can block creatures with shadow as though it had shadow.   (702.28b: the same lift,
                                   only for blocking creatures with shadow)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.combat.blocking_as_though import BLOCKABLE_DESPITE_LANDWALK, BLOCKS_DESPITE
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.landwalk import HasLandwalk
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import EffectSpec

_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _walk(land: str) -> pp.ParserElement:
    return kw(land.lower() + "walk").set_parse_action(lambda: land)


_WALK = pp.MatchFirst([_walk(land) for land in _LANDS])


def _line(t: pp.ParseResults) -> StaticAbility:
    land, again = (t[0], t[1]) if len(t) == 2 else (None, None)
    if land != again:
        raise pp.ParseException("", 0, "a different landwalk")
    creatures = s.And((s.InZone(("battlefield",)), s.IsType("Creature"), HasLandwalk(land)))
    return StaticAbility(text="", effects=(EffectSpec(creatures, (
        RulesPart(rule=BLOCKABLE_DESPITE_LANDWALK, detail=land),)),))


#: 702.14c / 509.1b: the attackers' landwalk doesn't restrict blocks.
LANDWALK_BLOCKABLE_LINE = pp.MatchFirst([
    sup("creatures with") + _WALK + sup("can be blocked as though they didn't have") + _WALK
    + lit("."),
    kw("creatures with landwalk abilities can be blocked as though they didn't have those "
       "abilities").suppress() + lit("."),
]).set_parse_action(_line)

#: 509.1b: a predicate of a blocker ("Enchanted creature gets +0/+2 and can block creatures
#: with landwalk abilities as though they didn't have those abilities.").
BLOCKS_AS_THOUGH = pp.MatchFirst([
    kw("can block creatures with landwalk abilities as though they didn't have those "
       "abilities").set_parse_action(
        lambda: [[RulesPart(rule=BLOCKS_DESPITE, detail="landwalk")]]),
    kws("can block creatures with shadow as though they didn't have shadow",
        "can block creatures with shadow as though it had shadow",
        "can block creatures with shadow as though they had shadow").set_parse_action(
        lambda: [[RulesPart(rule=BLOCKS_DESPITE, detail="shadow")]]),
])

__all__ = ["BLOCKS_AS_THOUGH", "LANDWALK_BLOCKABLE_LINE"]
