"""601.2a: a spell being cast has moved to the stack before its targets are chosen (601.2c),
so while its targets are judged it is a spell (112.1), even though the engine judges them with
the card still where it was cast from. `being_cast(oid)` marks the card as the spell being
cast for the checks made inside it; `is_being_cast` is read by a protection quality that names
spells (702.16a, "protection from spells that are one or more colors"), which must not count
an ability's source (a card in a hand, a graveyard or exile) as a spell.

`spell_legal_targets` and `spell_legal_target` are `legal_targets` / `is_legal_target` for
the targets of a spell being cast."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.instructions import TargetSpec

_CASTING: ContextVar[frozenset[int]] = ContextVar("being_cast", default=frozenset())


@contextmanager
def being_cast(oid: int) -> Iterator[None]:
    """601.2a: within this block, the card `oid` is the spell being cast."""
    token = _CASTING.set(_CASTING.get() | {oid})
    try:
        yield
    finally:
        _CASTING.reset(token)


def is_being_cast(oid: int) -> bool:
    return oid in _CASTING.get()


def spell_legal_targets(game: Game, spec: TargetSpec, player: int, oid: int) -> list[Any]:
    """601.2c: the legal choices for a target of the spell `oid` being cast."""
    from arbiter.engine.stack.targeting import legal_targets

    with being_cast(oid):
        return legal_targets(game, spec, player, oid)


def spell_legal_target(game: Game, spec: TargetSpec, target: Any, player: int, oid: int
                       ) -> bool:
    """601.2c: is `target` a legal choice for a target of the spell `oid` being cast?"""
    from arbiter.engine.stack.targeting import is_legal_target

    with being_cast(oid):
        return is_legal_target(game, spec, target, player, oid)


__all__ = ["being_cast", "is_being_cast", "spell_legal_target", "spell_legal_targets"]
