"""608.2h: a number a resolving spell or ability uses in the continuous effect it creates is
determined once, as the effect begins, and doesn't change while it lasts:

    Until end of turn, target creature gains trample and gets +1/+0 for each card you've
    drawn this turn.                                                  (Fists of Flame)
    Target creature gets +1/+1 for each creature you control until end of turn.

A card drawn or a creature entering later in the turn doesn't change the bonus. A static
ability's number is counted continuously instead (611.3a); the predicate grammar is the same
for both (`compiler.statics.predicates.GETS`), so the one-shot effect marks its counts here
(`V.AsResolved`, fixed by the interpreter, `engine.stack.continuous_effects.bind_part`).

Only counts the layer system can read at any time are marked: a number of the affected object
itself ("for each counter on it", `Value.local`) and the numbers the interpreter fills in
from the resolution or the triggering event ("that much", X, "this way") are left as they are.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from arbiter.rules import counts as N
from arbiter.rules import parts as P
from arbiter.rules import values as V
from arbiter.rules.structure import nodes

#: Numbers read from the resolution or the event (not by the layer system): left alone.
_BOUND = (V.AsResolved, V.Const, V.ChosenX, V.PaidThisWay, V.EventAmount, V.ThatMany,
          V.ThatMuch, V.ManaSpentToCast,
          # about the affected object though not `local`: "for each Aura attached to it"
          N.AttachedCount)


def _countable(v: Any) -> bool:
    """A number the layer system counts from the game alone, about more than the object."""
    if not isinstance(v, V.Value) or v.local:
        return False
    for n in nodes(v):
        if isinstance(n, _BOUND) or hasattr(n, "at_resolution") or \
                getattr(n, "of_event_object", False) or hasattr(n, "bound_ok"):
            return False
        if isinstance(n, V.Value) and (type(n).__module__ not in _PLAIN_MODULES
                                       or (n is not v and n.local)):
            return False  # e.g. "half its power": about the affected object
    return True


#: Modules whose values are counted from the game state as it is (checked by the tests of
#: each; a value elsewhere may be filled in by the interpreter and is left alone).
_PLAIN_MODULES = frozenset({
    "arbiter.rules.values", "arbiter.rules.counts", "arbiter.rules.turn_history",
    "arbiter.rules.turn_totals", "arbiter.rules.spells_cast_this_turn",
    "arbiter.rules.player_state_conditions", "arbiter.rules.spent_on_this_spell",
    "arbiter.rules.greatest_values", "arbiter.rules.turn_discards", "arbiter.rules.left_under_you",
    "arbiter.rules.times_mutated", "arbiter.rules.player_tallies",
})


def fixed_as_resolved(parts: list[Any]) -> list[Any]:
    """608.2h: each +N/+N of a resolving effect whose number is a count of the game, marked to
    be fixed as the effect is created."""
    out = []
    for p in parts:
        if isinstance(p, P.ModifyPT):
            changes = {f: V.AsResolved(getattr(p, f)) for f in ("power", "toughness")
                       if _countable(getattr(p, f))}
            p = dataclasses.replace(p, **changes) if changes else p
        out.append(p)
    return out


__all__ = ["fixed_as_resolved"]
