"""614.1a / 122.6: replacement effects that change how many counters are put on a permanent:

    If one or more +1/+1 counters would be put on a creature you control, twice that many
    +1/+1 counters are put on it instead.                              (Corpsejack Menace)
    ... that many plus one +1/+1 counters are put on it instead.       (Hardened Scales)
    ... that many -1/-1 counters minus one are put on it instead.      (Vizier of Remedies)

Each is a rules effect (`COUNTERS_INSTEAD`, 613.11 bookkeeping) on the permanents it covers,
whose detail is a `CounterChange`. Counters are "put on" a permanent on the battlefield and
as it enters with them (122.6); the effect applies whatever puts them (an effect or a cost).
616.1: when more than one applies, the controller of the affected permanent chooses the
order (each applies once, 614.5); the choice is asked only when the orders give different
numbers. Counters put on a player aren't changed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.rules_effects import rules_on

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part of "if one or more counters would be put on <permanents>, ... instead".
COUNTERS_INSTEAD = "counters_put_instead"


@dataclass(frozen=True)
class CounterChange:
    """What replaces the number of counters: "twice that many" (`op` "twice"), "that many plus
    one" ("plus", `n` 1), "that many ... minus one" ("minus"); `kind`: the kind of counter it
    watches ("+1/+1"), None for "one or more counters" of any kind ("of each of those
    kinds")."""

    op: str
    n: int = 1
    kind: str | None = None
    #: "If an effect would put ...": not counters put as a cost (118.3; a loyalty ability's
    #: +N, 606.4; "Put a -1/-1 counter on this creature:").
    effects_only: bool = False

    def applies(self, kind: str, amount: int, by_cost: bool = False) -> bool:
        return amount > 0 and (self.kind is None or self.kind == kind) and not (
            self.effects_only and by_cost)

    def apply(self, amount: int) -> int:
        if self.op == "twice":
            return amount * 2
        if self.op == "plus":
            return amount + self.n
        return max(0, amount - self.n)  # "minus": never fewer than none (107.1b)

    def __str__(self) -> str:
        what = {"twice": "twice that many", "plus": f"that many plus {self.n}",
                "minus": f"that many minus {self.n}"}[self.op]
        return f"{what} {self.kind or ''} counters".replace("  ", " ")


def modified(game: Game, oid: int, kind: str, amount: int, by_cost: bool = False) -> int:
    """The number of `kind` counters actually put on the permanent `oid` when `amount` would
    be (614.1a, 616.1); `by_cost`: they are put as a cost, not by an effect."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or amount <= 0:
        return amount
    found = [(e, d) for e, d in rules_on(game, oid, COUNTERS_INSTEAD)
             if isinstance(d, CounterChange) and d.applies(kind, amount, by_cost)]
    if not found:
        return amount
    outcomes: dict[int, tuple[Any, ...]] = {}
    for order in permutations(found):
        n = amount
        for _e, change in order:
            n = change.apply(n) if change.applies(kind, n, by_cost) else n
        outcomes.setdefault(n, order)
    if len(outcomes) == 1:
        return next(iter(outcomes))
    # 616.1: the controller of the affected permanent chooses the order.
    options = [(" then ".join(f"{e.name or 'an effect'} ({d})" for e, d in order)
                + f": {n} counter(s)", n) for n, order in outcomes.items()]
    return int(game.decide(Decision(
        "replacement_order", f"{amount} {kind} counter(s) would be put on "
        f"{game.name_of(oid)}: order the replacement effects (616.1)",
        game.chars(oid).controller, options, key="replacement_order")))


__all__ = ["COUNTERS_INSTEAD", "CounterChange", "modified"]
