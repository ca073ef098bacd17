"""700.8: a player's party: up to one Cleric, one Rogue, one Warrior and one Wizard creature
that player controls. 700.8a-b: the number is determined by the game, from 0 to 4; a
creature with several of those types counts for only one of them, in the way that gives the
highest number (each way of filling the four roles is tried)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView

#: 700.8: the four creature types of a party.
ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(view: LayerView, player: int) -> int:
    """700.8a-b: the number of creatures in `player`'s party."""
    kinds: dict[frozenset[str], int] = {}
    for oid, obj in view.state.objects.items():
        ch = view.chars.get(oid)
        if obj.zone != "battlefield" or ch is None or ch.controller != player or \
                "Creature" not in ch.types:
            continue
        roles = frozenset(r for r in ROLES if ch.has_subtype(r))  # 702.73a: changeling
        if roles:
            kinds[roles] = kinds.get(roles, 0) + 1
    return _best(ROLES, kinds)


def _best(roles: tuple[str, ...], kinds: dict[frozenset[str], int]) -> int:
    """700.8b: the most roles filled, each by a different creature (a creature with several
    of the types fills one of them), trying every choice."""
    if not roles:
        return 0
    role, rest = roles[0], roles[1:]
    best = _best(rest, kinds)  # the role left empty
    for kind, n in kinds.items():
        if n and role in kind:
            kinds[kind] = n - 1
            best = max(best, 1 + _best(rest, kinds))
            kinds[kind] = n
    return best


@dataclass(frozen=True)
class PartySize(Value):
    """"for each creature in your party": the party of the effect's controller (700.8a)."""

    local = False

    def reads(self) -> frozenset[str]:
        return frozenset({"types", "subtypes", "controller", "every_creature_type"})

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        return party_size(view, ctx.controller)

    def __str__(self) -> str:
        return "the number of creatures in your party"


__all__ = ["ROLES", "PartySize", "party_size"]
