"""120.4 / 115.3: "Cone of Flame deals 1 damage to any target, 2 damage to another target, and
3 damage to a third target.", "Arc Trail deals 2 damage to any target and 1 damage to any
other target." / "Serpentine Spike deals 2 damage to target creature, 3 damage to
another target creature, and 4 damage to a third target creature." — one target requirement
for two or three different targets (115.3), each dealt its own amount at once
(`engine.stack.damage_per_target`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import PRONOUN, SELF
from arbiter.compiler.grammar.lexicon import A_NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.engine.stack.damage_per_target import DealDamageToSlots
from arbiter.rules import selectors as s
from arbiter.rules.instructions import Ref, TargetSpec

#: "another target" / "any other target" (115.3: a different one of the same requirement)
_ANY = (kw("any target"), kws("another target", "any other target"), kw("a third target"))
_CREATURE = (kw("target creature"), kw("another target creature"),
             kw("a third target creature"))


def _build(kind: str) -> pp.ParserElement:
    first, second, third = _ANY if kind == "any" else _CREATURE

    def action(t: pp.ParseResults) -> list[list[DealDamageToSlots]]:
        source = t[0][0] if len(t[0]) else Ref.this()
        amounts = tuple(int(x) for x in t[1:])
        sel = None if kind == "any" else s.And((s.InZone(("battlefield",)),
                                                s.IsType("Creature")))
        words = {2: "two", 3: "three"}[len(amounts)]
        spec = TargetSpec(kind, sel, count=len(amounts),
                          description=f"{words} different targets" if kind == "any"
                          else f"{words} different target creatures")
        return [[DealDamageToSlots(amounts, to=Pending(spec), source=source)]]

    return (pp.Group(pp.Optional(SELF | PRONOUN)) + sup("deals") + A_NUMBER + sup("damage to")
            + first.suppress() + (lit(",") | sup("and")) + A_NUMBER + sup("damage to")
            + second.suppress()
            + pp.Optional(pp.Optional(lit(",")) + sup("and") + A_NUMBER + sup("damage to")
                          + third.suppress())
            ).set_parse_action(action)


#: "<source> deals A damage to any target, B damage to another target, and C damage to a
#: third target" (also with "target creature").
DAMAGE_PER_TARGET = [_build("any"), _build("creature")]

__all__ = ["DAMAGE_PER_TARGET"]
