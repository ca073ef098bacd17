"""702.113 awaken: an alternative cost, and a spell ability that works only if it was paid.

702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's mana cost
as you cast this spell" (an alternative cost, 118.9, 601.2b and 601.2f-h: the way of casting
named "awaken" in `engine.casting.spells.ALTERNATIVES`) and "If this spell's awaken cost was
paid, put N +1/+1 counters on target land you control. That land becomes a 0/0 Elemental
creature with haste. It's still a land." (a spell ability, `AwakenAbility`, followed where
the keyword is printed; the land's becoming a creature has no duration, 611.2a, 613.1d-f:
types in layer 4, haste in layer 6, 0/0 in layer 7b, the counters in 7c).

702.113b: the target of that spell ability is chosen only if the awaken cost is chosen;
otherwise the spell is cast as if it didn't have that target (`targets`). Only N printed as
a number and a mana cost are carried out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.conditions import SourceCastWith
from arbiter.rules.instructions import CreateEffect, If, PutCounters, Ref, TargetSpec
from arbiter.rules.keywords import keyword_ability
from arbiter.rules.parts import AddAbilities, AddTypes, SetBasePT
from arbiter.rules.selectors import And, ControlledByYou, InZone, IsType
from arbiter.rules.values import Const

if TYPE_CHECKING:
    from arbiter.rules.abilities import KeywordAbility

_PARAM = re.compile(r"(?P<n>\d+)\s*\u2014\s*(?P<mana>(?:\{[^}]+\})+)")
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten")


@dataclass(frozen=True)
class AwakenAbility(SpellAbility):
    """702.113a: the spell ability awaken represents."""


def awaken_param(kw: KeywordAbility) -> tuple[int, str] | None:
    """(N, the mana cost) of "Awaken N—[cost]", or None for anything else."""
    m = _PARAM.fullmatch((kw.param or "").strip())
    if m is None:
        return None
    try:
        if ManaCost.of(m.group("mana")).variables:
            return None
    except ValueError:
        return None
    return int(m.group("n")), m.group("mana")


@cache
def awaken_ability(kw: KeywordAbility) -> AwakenAbility | None:
    """702.113a: the spell ability of "Awaken N—[cost]"."""
    found = awaken_param(kw)
    if found is None:
        return None
    n = found[0]
    word = _WORDS[n] if n < len(_WORDS) else str(n)
    land = Ref.target(0)
    return AwakenAbility(
        text=f"If this spell's awaken cost was paid, put {word} +1/+1 counters on target land "
             "you control. That land becomes a 0/0 Elemental creature with haste. It's still "
             "a land.",
        targets=(TargetSpec("permanent", And((InZone(("battlefield",)), IsType("Land"),
                                             ControlledByYou())),
                            description="target land you control"),),
        instructions=(If(SourceCastWith("awaken"), then=(
            PutCounters("+1/+1", n, on=land),
            CreateEffect(parts=(AddTypes(types=frozenset({"Creature"}),
                                         subtypes=frozenset({"Elemental"})),
                                SetBasePT(power=Const(0), toughness=Const(0)),
                                AddAbilities(abilities=(keyword_ability("Haste"),))),
                         affected=land, duration="indefinite"))),))


def targets(ability: SpellAbility, alternative: str | None) -> tuple[TargetSpec, ...]:
    """702.113b: an awaken ability's target is chosen only when casting it for its awaken
    cost; otherwise the slot stays, with no target chosen for it (601.2c)."""
    if not isinstance(ability, AwakenAbility) or alternative == "awaken":
        return tuple(ability.targets)
    from arbiter.engine.casting.optional_costs import NOT_CHOSEN

    return tuple(replace(NOT_CHOSEN, count=t.count) for t in ability.targets)


__all__ = ["AwakenAbility", "awaken_ability", "awaken_param", "targets"]
