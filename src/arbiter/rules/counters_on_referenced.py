"""122.1, 608.2h: "the number of <kind> counters on it" where "it" is an object the text named
before (the source, a target, the event's object; `compiler.grammar.refs` binds the pronoun):
"It deals damage equal to the number of charge counters on it to any target." (Heliophial),
"When this creature dies, draw cards equal to the number of oil counters on it." (Watchful
Blisterzoa). Counted as the instruction is carried out, on the object as it is, or as it last
existed if it has left its zone (608.2h: the old object keeps its counters, 400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.values import Value

if TYPE_CHECKING:
    from arbiter.rules.view import EffectContext, LayerView


@dataclass(frozen=True)
class CountersOnReferenced(Value):
    """How many `kind` counters (of every kind when None) are on the object `of` names."""

    kind: str | None = None
    of: Any = None
    local = False

    def value(self, view: LayerView, oid: int, ctx: EffectContext) -> int:
        raise RuntimeError("CountersOnReferenced is counted by the interpreter as it resolves")

    def bound_ok(self) -> bool:
        """`compiler.unbound`: the pronoun names an object the text named before."""
        return getattr(self.of, "kind", None) in ("this", "target", "event")

    def at_resolution(self, r: Any) -> int:
        objs = [o for o in r.ref(self.of) if isinstance(o, int)]
        if len(objs) != 1:
            return 0  # 608.2b: a target no longer legal is no object to count on
        counters = r.game.obj(objs[0]).counters
        if self.kind is None:
            return sum(n for n in counters.values() if n > 0)
        return max(0, counters.get(self.kind, 0))

    def __str__(self) -> str:
        kind = f"{self.kind} " if self.kind else ""
        return f"the number of {kind}counters on it"


__all__ = ["CountersOnReferenced"]
