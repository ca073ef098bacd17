"""Keyword abilities that are activated abilities of a card in a graveyard (113.6m, 602.1):
702.84 unearth, 702.128 embalm, 702.129 eternalize, 702.141 encore. Each keyword's module
builds the activated ability its rule defines; `engine.casting.activation.keyword_activated`
asks here. A keyword whose cost the engine can't pay gives None (and the compiler leaves it
unread, `compiler.keywords.enforced`)."""

from __future__ import annotations

from arbiter.engine.keywords.embalm_eternalize import zombie_copy_ability
from arbiter.engine.keywords.encore import encore_ability
from arbiter.engine.keywords.unearth import unearth_ability
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility

_BUILDERS = {
    "unearth": unearth_ability,  # 702.84a
    "embalm": zombie_copy_ability,  # 702.128a
    "eternalize": zombie_copy_ability,  # 702.129a
    "encore": encore_ability,  # 702.141a
}

#: The keywords this module builds.
GRAVEYARD_KEYWORDS = frozenset(_BUILDERS)


def graveyard_activated(kw: KeywordAbility) -> ActivatedAbility | None:
    """The activated ability the keyword stands for, or None."""
    build = _BUILDERS.get(kw.keyword)
    return None if build is None else build(kw)


__all__ = ["GRAVEYARD_KEYWORDS", "graveyard_activated"]
