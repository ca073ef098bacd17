"""A static ability whose subject is the controller and objects together (613.10, 702.11):

    You and Humans you control have hexproof.                    (Shalai's kin)
    You, planeswalkers you control, and other creatures you control have hexproof.
    During your turn, you and this creature have hexproof.
    As long as ~ has a shield counter on him, you and other Heroes you control have hexproof.

The objects get the keyword (layer 6, 613.1f); the player gets the effect on a player
(613.10): hexproof (702.11c: no spell or ability an opponent controls can target them) or
shroud (702.18a). Any other predicate given to "you and ..." ("protection from ...", a
player's protection, 702.16) isn't read: the engine doesn't carry it out on players.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyparsing as pp

from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.state.effects import EffectSpec

#: 702.11c, 702.18a: the keywords a player can have here, as the engine's player rules.
_PLAYER_RULES = {"hexproof": "player_hexproof", "shroud": "player_shroud"}


@dataclass(frozen=True)
class YouAnd:
    """The subject "you and <objects>": the effect controller and those objects."""

    objects: s.Selector


def with_player(ability: StaticAbility, subject: YouAnd) -> StaticAbility:
    """The ability whose objects get the predicates, with the same condition giving the
    player the same keyword (613.10)."""
    (spec,) = ability.effects
    rules: list[P.Part] = []
    for part in spec.parts:
        if not isinstance(part, P.AddAbilities):
            raise pp.ParseException("", 0, "only a keyword is given to you and the objects")
        for a in part.abilities:
            keyword = a.keyword if isinstance(a, KeywordAbility) else None
            if keyword not in _PLAYER_RULES or a.param is not None:  # type: ignore[union-attr]
                raise pp.ParseException("", 0, f"a player can't have {a.text} here")
            rules.append(P.RulesPart(rule=_PLAYER_RULES[keyword]))
    return StaticAbility(text="", effects=(spec, EffectSpec(s.SELF, tuple(rules))),
                         condition=ability.condition)


__all__ = ["YouAnd", "with_player"]
