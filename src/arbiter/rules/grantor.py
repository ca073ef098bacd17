"""A granted ability that names the object granting it (201.5a):

    Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to
    any target."                                        (Blazing Torch, Ninja's Kunai)
    Equipped creature has "{3}, {T}, Sacrifice Deconstruction Hammer: Destroy target
    artifact or enchantment."
    Equipped creature has "{T}, Unattach Leonin Bola: Tap target creature."    (701.3d)

201.5a: "If an ability's effect grants another ability to an object, and that second
ability refers to that first ability's source by name, the name refers only to the specific
object which is that first ability's source"; copied onto another object, the ability still
names that object. The compiler writes the name as an unbound reference (`Ref("grantor",
UNBOUND)`, `SacrificeGrantor`, `UnattachCost(UNBOUND)`); the layer system binds it to the
source of the effect adding the ability as it adds it (613.1f, `rules.parts.AddAbilities`),
so each granting object gives its own ability. An unbound reference met by the engine stops
the game naming the text (principle 5): it is never read as the object having the ability.

"Unattach <object>" (701.3d) as a cost: the object, on the battlefield, attached to the
ability's source stops being attached (`engine.casting.grantor_costs`); "Unattach this
Equipment" on the Equipment itself is the same cost with no object named (the source).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.rules.costs import Cost
from arbiter.rules.instructions.references import Ref
from arbiter.rules.structure import nodes, rebuild

if TYPE_CHECKING:
    from arbiter.rules.abilities import Ability

#: The grantor not yet known: the ability hasn't been added to an object by an effect.
UNBOUND = -1
#: The reference kind naming the granting object (its object id in `Ref.index`).
GRANTOR = "grantor"


@dataclass(frozen=True)
class SacrificeGrantor(Cost):
    """"Sacrifice <the granting object's name>" (701.21a: only a permanent you control)."""

    oid: int = UNBOUND

    def __str__(self) -> str:
        return "Sacrifice the object granting this ability"


@dataclass(frozen=True)
class UnattachCost(Cost):
    """"Unattach <object>" (701.3d): `oid` None is the ability's source itself; otherwise
    the granting object (201.5a)."""

    oid: int | None = None

    def __str__(self) -> str:
        return "Unattach this" if self.oid is None else "Unattach the object granting this"


def grantor_ref() -> Ref:
    """The granting object, not yet bound (201.5a)."""
    return Ref(GRANTOR, UNBOUND)


def _is_grantor(node: object) -> bool:
    return (isinstance(node, Ref) and node.kind == GRANTOR) or isinstance(
        node, SacrificeGrantor) or (isinstance(node, UnattachCost) and node.oid is not None)


def names_grantor(ability: Ability) -> bool:
    """Does this ability name the object granting it (201.5a)?"""
    try:
        return _names_grantor(ability)
    except TypeError:  # an ability holding a list can't be a cache key
        return any(_is_grantor(n) for n in nodes(ability))


@lru_cache(maxsize=512)
def _names_grantor(ability: Ability) -> bool:
    return any(_is_grantor(n) for n in nodes(ability))


def bind(ability: Ability, oid: int) -> Ability:
    """201.5a: the ability with every reference to its grantor naming object `oid`, the
    source of the effect that adds it."""
    try:
        return _bind(ability, oid)
    except TypeError:
        return _bind.__wrapped__(ability, oid)


@lru_cache(maxsize=4096)
def _bind(ability: Ability, oid: int) -> Ability:

    def change(node: object) -> object:
        if isinstance(node, Ref) and node.kind == GRANTOR:
            return Ref(GRANTOR, oid)
        if isinstance(node, SacrificeGrantor):
            return SacrificeGrantor(oid)
        if isinstance(node, UnattachCost) and node.oid is not None:
            return UnattachCost(oid)
        return node

    return rebuild(ability, change)


__all__ = ["GRANTOR", "UNBOUND", "SacrificeGrantor", "UnattachCost", "bind", "grantor_ref",
           "names_grantor"]
