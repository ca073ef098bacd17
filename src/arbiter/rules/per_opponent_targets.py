"""601.2c / 115.1: a target requirement for each opponent:

    For each opponent, destroy up to one target artifact or enchantment that player controls.
                                                                        (Dismantling Wave)

As the spell is cast (or the ability put on the stack), the requirement "target <object> that
player controls" is repeated once for each opponent of its controller, "that player" being
that opponent (601.2c: the number of targets and what each may be are fixed then). The
compiler marks the requirement `TargetSpec.per_opponent` with `ControlledByThatOpponent`
unbound in its selector; `engine.stack.per_opponent_targets` makes one requirement per
opponent with the selector bound to that opponent, and that requirement stays with the spell
on the stack, so each target is checked again against its own opponent as it resolves
(608.2b: one that has changed control since is illegal).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.errors import UnsupportedTextError
from arbiter.rules.selectors import And, Not, Or, Selector

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ControlledByThatOpponent(Selector):
    """"<object> that player controls" in a requirement repeated for each opponent: controlled
    by `player`, the opponent this copy of the requirement is for."""

    player: int | None = None
    local = False

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        if self.player is None:
            # never bound: a requirement that wasn't repeated per opponent (principle 5: no
            # silent "no legal target")
            raise UnsupportedTextError("a target requirement for each opponent",
                                       "that player controls")
        return view.controller(oid) == self.player

    def reads(self) -> frozenset[str]:
        return frozenset({"controller"})


def bind_opponent(sel: Selector | None, player: int) -> Selector | None:
    """`sel` with each unbound `ControlledByThatOpponent` in it bound to `player`."""
    if isinstance(sel, ControlledByThatOpponent) and sel.player is None:
        return ControlledByThatOpponent(player)
    if isinstance(sel, And | Or):
        return type(sel)(tuple(bind_opponent(p, player) for p in sel.parts))  # type: ignore[misc]
    if isinstance(sel, Not):
        return Not(bind_opponent(sel.inner, player))  # type: ignore[arg-type]
    return sel


__all__ = ["ControlledByThatOpponent", "bind_opponent"]
