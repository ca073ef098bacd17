"""The predicate of a creature that counts for more when it crews or saddles (702.122a crew,
702.171a saddle: "Tap any number of other untapped creatures you control with total power N
or greater"):

    This creature saddles Mounts and crews Vehicles as though its power were 2 greater.
    This token crews Vehicles as though its power were 2 greater.
    This creature crews Vehicles using its toughness rather than its power.

A rules effect (613.11) on the creature, read where such a cost is paid
(`engine.casting.total_power_costs`); its detail is (the keywords, the amount added or
"toughness")."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.engine.casting.total_power_costs import TOTAL_POWER_AS
from arbiter.rules.parts import RulesPart

_WHICH = (kws("saddles Mounts and crews Vehicles", "crews Vehicles and saddles Mounts"
              ).set_parse_action(lambda: "crew saddle")
          | kw("crews Vehicles").set_parse_action(lambda: "crew")
          | kw("saddles Mounts").set_parse_action(lambda: "saddle"))
_HOW = ((sup("as though its power were") + NUMBER + sup("greater"))
        | kw("using its toughness rather than its power").set_parse_action(lambda: "toughness"))


def _part(t: pp.ParseResults) -> list[list[RulesPart]]:
    return [[RulesPart(rule=TOTAL_POWER_AS, detail=(frozenset(t[0].split()), t[1]))]]


CREWS_AS_THOUGH = (_WHICH + _HOW).set_parse_action(_part)

__all__ = ["CREWS_AS_THOUGH"]
