"""601.3: a spell's own casting restriction, as grammar:

    Cast ~ only during combat [on your turn | on an opponent's turn]
        [before blockers are declared | after blockers are declared].
    Cast ~ only during the declare attackers step [and only if you've been attacked this step].
    Cast ~ only during the declare blockers step [on an opponent's turn].
    Cast ~ only during your turn | an opponent's turn [, before attackers are declared |
        after their upkeep step] | your end step | an opponent's upkeep | your declare
        attackers step.
    Cast ~ only before the combat damage step | before blockers are declared | before
        attackers are declared | before combat or during combat before blockers are declared
        | after combat.
    Cast ~ only if <condition>.
    You can't cast ~ unless <condition>.         (the same restriction; Rakdos, Lord of Riots)

("This spell" is "~" after `compiler.grammar.text.normalize`.) Each becomes a `CastOnly`
ability (`rules.cast_restrictions`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules.cast_restrictions import (
    COMBAT,
    STEPS,
    CastAnotherSpellThisTurn,
    CastOnly,
    CastTiming,
    steps_after,
    steps_before,
)

_BEFORE_BLOCKS = ("beginning_of_combat", "declare_attackers")
_AFTER_BLOCKS = ("declare_blockers", "combat_damage", "end_of_combat")
_WHOSE = pp.Optional(kws("on your turn").set_parse_action(lambda: "yours")
                     | kws("on an opponent's turn").set_parse_action(lambda: "opponents"),
                     default="any")


def _combat(t: pp.ParseResults) -> CastTiming:
    whose, when = t[0], t[1] if len(t) > 1 else None
    if when == "before":
        return CastTiming(_BEFORE_BLOCKS, whose)
    if when == "after":
        return CastTiming(_AFTER_BLOCKS, whose, blockers_declared=True)  # 506.7f
    return CastTiming(COMBAT, whose)


def _t(steps: tuple[str, ...], whose: str = "any", **more: bool):  # noqa: ANN202
    return lambda: CastTiming(steps, whose, **more)


_WHEN = pp.MatchFirst([
    (sup("during combat") + _WHOSE + pp.Optional(
        kw("before blockers are declared").set_parse_action(lambda: "before")
        | kw("after blockers are declared").set_parse_action(lambda: "after"))
     ).set_parse_action(_combat),
    kw("during the declare attackers step and only if you've been attacked this step"
       ).set_parse_action(_t(("declare_attackers",), attacked=True)),  # 508.3b
    kw("during the declare attackers step").set_parse_action(_t(("declare_attackers",))),
    kw("during your declare attackers step").set_parse_action(
        _t(("declare_attackers",), "yours")),
    kw("during the declare blockers step on an opponent's turn").set_parse_action(
        _t(("declare_blockers",), "opponents")),
    kw("during the declare blockers step").set_parse_action(_t(("declare_blockers",))),
    kw("during an opponent's turn, before attackers are declared").set_parse_action(
        _t(steps_before("declare_attackers"), "opponents")),
    kw("during an opponent's turn after their upkeep step").set_parse_action(
        _t(steps_after("upkeep"), "opponents")),
    kw("during your turn").set_parse_action(_t(STEPS, "yours")),
    kw("during an opponent's turn").set_parse_action(_t(STEPS, "opponents")),
    kw("during your end step").set_parse_action(_t(("end",), "yours")),
    kw("during an opponent's upkeep").set_parse_action(_t(("upkeep",), "opponents")),
    kw("before the combat damage step").set_parse_action(
        _t(steps_before("combat_damage"))),
    kws("before blockers are declared",
        "before combat or during combat before blockers are declared").set_parse_action(
        _t(steps_before("declare_blockers"))),
    kw("before attackers are declared").set_parse_action(
        _t(steps_before("declare_attackers"))),
    kw("after combat").set_parse_action(_t(steps_after("end_of_combat"))),
    # judged as the spell is cast: any spell cast this turn is another one (601.2i)
    kw("if you've cast another spell this turn").set_parse_action(
        lambda: CastAnotherSpellThisTurn()),
    sup("if") + CONDITION,
])

#: 601.3: "Cast this spell only <when>."
CAST_ONLY_LINE = ((sup("cast ~ only") + _WHEN | sup("you can't cast ~ unless") + CONDITION)
                  + lit(".")).set_parse_action(
    lambda t: CastOnly(text="", condition=t[0])).set_name("cast only line")

__all__ = ["CAST_ONLY_LINE"]
