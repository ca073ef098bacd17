"""107.3a / 601.2b-c: a target requirement whose limit depends on the spell's X ("counter
target spell with mana value X", "destroy target artifact with mana value X", "return target
creature card with mana value X or less", "destroy target creature with power X or less").
X is announced before targets are chosen (601.2b comes before 601.2c), so each such limit
becomes a plain comparison with the announced number as the spell is cast
(`engine.casting.target_x`), and the spell's targets are checked against that number as it
resolves (608.2b).

107.3a: the X announced is X everywhere in the spell's text while it's on the stack, so a
limit outside a target ("destroy all creatures with mana value X or less", "search your
library for a creature card with mana value X or less") is the same comparison when the
instant or sorcery resolves (`engine.casting.spell_resolution`; marked `target` by
`compiler.effects.spell_text`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.rules.selectors import And, Not, Or, Selector, StatCompare

if TYPE_CHECKING:
    from arbiter.rules.instructions.references import TargetSpec
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class ManaValueX(Selector):
    """"with mana value X" (`op` "=="), "X or less" ("<="), "X or greater" (">="), before X
    is announced. Until then any object may match (some X could make it legal: whether the
    spell can be cast at all); `with_x` replaces it by the comparison once X is known."""

    op: str
    #: Whether an announced X reaches it: a target's limit (601.2b-c), any limit in an
    #: instant's or sorcery's text (107.3a) or in an activated ability with {X} in its cost
    #: (602.2b); anywhere else (a triggered ability, a static line) it is left unread.
    target: bool = False

    def bound_ok(self) -> bool:
        """`compiler.unbound`: read only where an announced X reaches it."""
        return self.target

    #: The characteristic compared (208.1 power and toughness for `StatX`).
    @property
    def stat(self) -> str:
        return "mana_value"

    def matches(self, view: LayerView, oid: int, ctx: EffectContext) -> bool:
        return getattr(view.chars[oid], self.stat) is not None

    def reads(self) -> frozenset[str]:
        return frozenset({self.stat})

    def fixed(self, x: int) -> StatCompare:
        """The comparison with the announced X."""
        return StatCompare(self.stat, self.op, x)


@dataclass(frozen=True)
class StatX(ManaValueX):
    """208.1, 107.3a: "with power X or less", "with toughness X or greater": the same limit on
    power or toughness."""

    which: str = "power"

    @property
    def stat(self) -> str:
        return self.which


def _fix(sel: Selector | None, x: int) -> Selector | None:
    if isinstance(sel, ManaValueX):
        return sel.fixed(x)
    if isinstance(sel, And | Or):
        return type(sel)(tuple(_fix(p, x) for p in sel.parts))  # type: ignore[misc]
    if isinstance(sel, Not):
        return Not(_fix(sel.inner, x))  # type: ignore[arg-type]
    return sel


def in_target(spec: TargetSpec) -> TargetSpec:
    """The spec with its X limits marked as a target's (`ManaValueX.target`)."""
    def mark(sel: Selector | None) -> Selector | None:
        if isinstance(sel, ManaValueX):
            return replace(sel, target=True)
        if isinstance(sel, And | Or):
            return type(sel)(tuple(mark(p) for p in sel.parts))  # type: ignore[misc]
        if isinstance(sel, Not):
            return Not(mark(sel.inner))  # type: ignore[arg-type]
        return sel

    return replace(spec, selector=mark(spec.selector))


def with_x(spec: TargetSpec, x: int) -> TargetSpec:
    """601.2c: the target requirement with the announced X in its limits (Dominate's
    "with mana value X or less", `mana_value_at_most_x`, included)."""
    sel = _fix(spec.selector, x)
    if spec.mana_value_at_most_x:
        limit = StatCompare("mana_value", "<=", x)
        sel = limit if sel is None else And((sel, limit))
        spec = replace(spec, mana_value_at_most_x=False)
    return spec if sel is spec.selector else replace(spec, selector=sel)


__all__ = ["ManaValueX", "StatX", "in_target", "with_x"]
