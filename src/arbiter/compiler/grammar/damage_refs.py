"""Which object or player the pronouns of a "deals damage" instruction name (120.3, 608.2c),
for `compiler.grammar.refs.bind`: the subject dealing the damage and the one dealt it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pyparsing as pp

from arbiter.rules.instructions.objects import Ref


@dataclass(frozen=True)
class ItPronoun(Ref):
    """The word "it" (not "that creature"): the same as any pronoun, except as the subject
    of "deals damage" after another source dealt damage, where it names that source again
    (`damage_subject`)."""


def damage_subject(x: Any, changes: dict[str, Any], state: dict[str, Any]) -> None:
    """The subject of "deals damage" (120.3). One "it" shared by several damages of one
    sentence ("it deals 1 damage to target creature and 1 damage to you") is one source, the
    one it named first, not the target named between them; "it deals" after another source
    dealt damage ("~ deals 2 damage to target creature. If this spell was kicked, it deals 5
    damage to that creature instead.") names that source again. "That creature deals ..."
    names the object named last ("~ deals damage equal to its power to target creature. That
    creature deals damage equal to its power to ~.")."""
    subjects: dict[int, Any] = state.setdefault("subjects", {})
    if isinstance(x.source, Ref) and x.source.kind == "pronoun":
        if id(x.source) in subjects:
            changes["source"] = subjects[id(x.source)]
        elif isinstance(x.source, ItPronoun) and state.get("damage_source") is not None:
            changes["source"] = state["damage_source"]
        subjects[id(x.source)] = changes["source"]
    state["damage_source"] = changes["source"]


def damage_recipient(x: Any, changes: dict[str, Any], state: dict[str, Any]) -> None:
    """120.3: "this enchantment deals 1 damage to them" at the beginning of each player's
    upkeep: a pronoun receiving damage can't be the source dealing it (that would be
    "itself"); with nothing else named it is the player the trigger named (603.2), and with
    no player named it is left unread. (It was read as the source: Roiling Vortex, Davriel,
    Rogue Shadowmage and Prickle Faeries dealt their damage to themselves.)"""
    if isinstance(x.to, Ref) and x.to.kind == "pronoun" and changes["to"] == changes["source"]:
        if state["player"] is None:
            raise pp.ParseException("", 0, "a pronoun dealt damage by the object it names")
        changes["to"] = state["player"]


__all__ = ["ItPronoun", "damage_recipient", "damage_subject"]
