"""601.2f: which spells a cost change ("<spells> cost {1} less to cast") applies to, read from
the noun: its qualities, judged from the spell's characteristics wherever it is as its cost
is determined (before it moves to the stack). Used by the static cost changes
(`compiler.statics.statics`) and by the ones a resolving spell makes for the turn
(`compiler.effects.cost_changes_this_turn`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.nouns import Noun
from arbiter.rules import selectors as s


def spells_selector(n: Noun) -> s.Selector | None:
    """The spells' selector (None: every spell); a noun that isn't spells isn't read."""
    if n.kind != "spell":
        raise pp.ParseException("", 0, "a cost change applies to spells")
    preds = [p for p in n.preds if not (isinstance(p, s.And) and not p.parts)]
    if not preds:
        return None
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


__all__ = ["spells_selector"]
