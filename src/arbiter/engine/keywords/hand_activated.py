"""Keyword abilities that are activated abilities of a card in a hand (113.6j, 602.1):
702.29 cycling and typecycling, 702.49 ninjutsu, 702.53 transmute, 702.77 reinforce. Each
keyword's module builds the activated ability its rule defines;
`engine.casting.activation.keyword_activated` asks here. A keyword whose cost the engine
can't pay gives None (and the compiler leaves it unread, `compiler.keywords.enforced`).

Forecast (702.57) is written "Forecast — [Activated ability]": the compiler reads the
activated ability with its restrictions (`compiler.keywords.forecast`)."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.engine.keywords.cycling import cycling_ability
from arbiter.engine.keywords.ninjutsu import ninjutsu_ability
from arbiter.engine.keywords.reinforce import reinforce_ability
from arbiter.engine.keywords.transmute import transmute_ability
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility

_BUILDERS: dict[str, Callable[[KeywordAbility], ActivatedAbility | None]] = {
    "cycling": cycling_ability,  # 702.29a, 702.29e
    "ninjutsu": ninjutsu_ability,  # 702.49a
    "commander ninjutsu": ninjutsu_ability,  # 702.49d
    "transmute": transmute_ability,  # 702.53a
    "reinforce": reinforce_ability,  # 702.77a
}

#: The keywords this module builds.
HAND_KEYWORDS = frozenset(_BUILDERS)


def hand_activated(kw: KeywordAbility) -> ActivatedAbility | None:
    """The activated ability the keyword stands for, or None."""
    build = _BUILDERS.get(kw.keyword)
    return None if build is None else build(kw)


__all__ = ["HAND_KEYWORDS", "hand_activated"]
