"""The keyword abilities of counters, dying and entering, as the engine carries them out:

    triggered   702.79 persist, 702.93 undying (`returning`), 702.43 modular, 702.58 graft,
                702.100 evolve, 702.123 fabricate, 702.135 afterlife, 702.92 living weapon,
                702.110 exploit, 702.46 soulshift, 702.156 ravenous,
                702.182 job select
    as it       702.43 modular, 702.58 graft, 702.54 bloodthirst, 702.44 sunburst,
    enters      702.82 devour, 702.38 amplify, 702.136 riot, 702.98 unleash (`optional_counter`;
    (614.1c)    its static half is `rules.unleash`), 702.104 tribute, 702.156 ravenous
    activated   702.97 scavenge (`engine.casting.activation.keyword_activated`)

Each keyword's module builds what its rule defines. This module answers three questions
about them: does the engine carry out this keyword with this parameter (`enforced`, for the
compiler: any other stays an explicit unsupported part), what triggered ability does it
stand for (`trigger`, asked by `engine.keywords.triggered.keyword_trigger`), and what does it
do as its permanent enters (`as_enters`, asked by `engine.replacement.entering.enter`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.engine.keywords import (
    amplify,
    bloodthirst,
    devour,
    graft,
    modular,
    optional_counter,
    ravenous,
    sunburst,
    tribute,
)
from arbiter.engine.keywords.afterlife import afterlife_ability
from arbiter.engine.keywords.evolve import evolve_ability
from arbiter.engine.keywords.exploit import exploit_ability
from arbiter.engine.keywords.fabricate import fabricate_ability
from arbiter.engine.keywords.for_mirrodin import for_mirrodin_ability
from arbiter.engine.keywords.job_select import job_select_ability
from arbiter.engine.keywords.living_weapon import living_weapon_ability
from arbiter.engine.keywords.returning import returning_ability
from arbiter.engine.keywords.scavenge import scavenge_cost
from arbiter.engine.keywords.soulshift import soulshift_ability
from arbiter.rules.abilities import KeywordAbility, TriggeredAbility

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.state.objects import GameObject


def _n(param: str | None) -> int | None:
    """The N of "<keyword> N" (a number), else None."""
    p = (param or "").strip()
    return int(p) if p.isdigit() else None


#: Keywords with no parameter.
_PLAIN = frozenset({"persist", "undying", "evolve", "exploit", "living weapon", "riot",
                    "unleash", "sunburst", "for mirrodin!",
                    "ravenous", "job select"})  # 702.156a, 702.182a

#: Keywords with a parameter, and whether the engine reads that parameter.
_PARAM: dict[str, Callable[[str | None], bool]] = {
    "modular": lambda p: modular.modular_n(p) is not None,  # 702.43a, 702.44c
    "bloodthirst": bloodthirst.readable,  # 702.54a-b
    "devour": lambda p: devour.devour_param(p) is not None,  # 702.82a, 702.82c
    "scavenge": lambda p: scavenge_cost(p) is not None,  # 702.97a
    **{k: (lambda p: _n(p) is not None) for k in (
        "graft", "amplify", "fabricate", "afterlife", "soulshift", "tribute")},
}

#: The keywords of this family.
KEYWORDS = _PLAIN | frozenset(_PARAM)


def enforced(kw: KeywordAbility) -> bool:
    """Does the engine carry out this keyword of the family, with its parameter?"""
    if kw.keyword in _PLAIN:
        return not kw.param
    check = _PARAM.get(kw.keyword)
    return check is not None and check(kw.param)


def trigger(keyword: str, param: str | None) -> TriggeredAbility | None:
    """The triggered ability a keyword of the family stands for, or None."""
    n = _n(param)
    if keyword in ("persist", "undying"):
        return returning_ability(keyword)  # 702.79a, 702.93a
    if keyword == "modular" and modular.modular_n(param) is not None:
        return modular.modular_ability()  # 702.43a
    if keyword == "graft" and n is not None:
        return graft.graft_ability()  # 702.58a
    if keyword == "evolve":
        return evolve_ability()  # 702.100a
    if keyword == "exploit":
        return exploit_ability()  # 702.110a
    if keyword == "living weapon":
        return living_weapon_ability()  # 702.92a
    if keyword == "for mirrodin!":
        return for_mirrodin_ability()  # 702.163a
    if keyword == "ravenous":
        return ravenous.ravenous_ability()  # 702.156a
    if keyword == "job select":
        return job_select_ability()  # 702.182a
    if n is None:
        return None
    if keyword == "fabricate":
        return fabricate_ability(n)  # 702.123a
    if keyword == "afterlife":
        return afterlife_ability(n)  # 702.135a
    if keyword == "soulshift":
        return soulshift_ability(n)  # 702.46a
    return None


#: 614.1c / 614.12: what each keyword does as its permanent enters.
_AS_ENTERS: dict[str, Callable[[Game, GameObject, KeywordAbility], None]] = {
    "modular": modular.enters_with,  # 702.43a
    "graft": graft.enters_with,  # 702.58a
    "bloodthirst": bloodthirst.enters_with,  # 702.54a-b
    "sunburst": sunburst.enters_with,  # 702.44a
    "devour": devour.enters_with,  # 702.82a
    "amplify": amplify.enters_with,  # 702.38a
    "riot": optional_counter.enters_with,  # 702.136a
    "unleash": optional_counter.enters_with,  # 702.98a
    "tribute": tribute.enters_with,  # 702.104a
    "ravenous": ravenous.enters_with,  # 702.156a
}


def as_enters(game: Game, obj: GameObject) -> None:
    """614.1c / 614.12: the replacement effects of the permanent's own keywords of this
    family, each instance separately (702.38b, 702.43b, 702.44d, 702.54c, 702.58b, 702.136b),
    in the order it has them; the ones it has as it would exist on the battlefield."""
    for kw in [a.ability for a in game.chars(obj.id).abilities
               if isinstance(a.ability, KeywordAbility) and a.ability.keyword in _AS_ENTERS]:
        if enforced(kw):
            _AS_ENTERS[kw.keyword](game, obj, kw)


__all__ = ["KEYWORDS", "as_enters", "enforced", "trigger"]
