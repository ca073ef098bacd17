"""702.165a: backup's triggered ability grants "the non-backup abilities of this creature
printed below this one". As a card's lines are read in printed order, each backup instance
records the abilities that follow it on the card, backup instances left out, in its `extra`
(702.165c: only printed abilities; 702.165b: a copy keeps them, in order, with the keyword).
The engine's triggered ability carries them (`engine.keywords.backup`)."""

from __future__ import annotations

import dataclasses

from arbiter.rules.abilities import Ability, KeywordAbility


def _is_backup(ability: Ability) -> bool:
    return isinstance(ability, KeywordAbility) and ability.keyword == "backup"


def link_backup(abilities: list[Ability]) -> list[Ability]:
    """The abilities of one face in printed order, each backup instance given the
    non-backup abilities printed below it."""
    out = list(abilities)
    for i, ability in enumerate(out):
        if _is_backup(ability):
            below = tuple(a for a in abilities[i + 1:] if not _is_backup(a))
            out[i] = dataclasses.replace(ability, extra=below)
    return out


__all__ = ["link_backup"]
