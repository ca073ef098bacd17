"""608.2c: a damage sentence whose amount the next sentence changes, the recipient left
unsaid (later text may modify earlier text):

    Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4
    damage instead.
    Invasive Maneuvers deals 3 damage to target creature. It deals 5 damage instead if you
    control a Spacecraft.
    Brimstone Volley deals 3 damage to any target. / Morbid — Brimstone Volley deals 5
    damage instead if a creature died this turn.       (two lines: `compiler.effects.instead`)

"It" (or the card's name) is the source of the earlier damage, and the damage goes to the one
target the earlier sentence named. As with "If <condition>, <effect> instead." the condition
is checked as the spell or ability resolves (608.2c) and exactly one of the two amounts is
dealt. Read only after a sentence that is one "deals N damage to <one target object>": with
several recipients or a player target, which of them gets the new amount isn't read here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, SELF
from arbiter.compiler.grammar.lexicon import NUMBER, kw, lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.rules import conditions as C
from arbiter.rules.instructions import objects as I
from arbiter.rules.x_values import XPlus

#: "X plus 1" (107.3a) or an amount
_AMOUNT = (sup("X plus") + NUMBER).set_parse_action(lambda t: XPlus(t[0])) | AMOUNT
#: The earlier damage's source: "it" or the card's own name.
_SOURCE = (SELF | kw("it")).suppress()


def _one_target_damage(last: list[Any]) -> I.DealDamage:
    """The earlier sentence's one damage instruction, to one target object (not a player)."""
    if len(last) != 1 or not isinstance(last[0], I.DealDamage):
        raise pp.ParseException("", 0, "'deals N damage instead' after other than one damage")
    to = last[0].to
    if not isinstance(to, Pending) or to.spec.kind == "player" or to.spec.count != 1 \
            or to.spec.up_to or to.spec.x:
        raise pp.ParseException("", 0, "'deals N damage instead' of other than one target")
    return last[0]


def _instead(cond: Any, amount: Any) -> list[tuple[str, Callable[[list[Any]], list[Any]]]]:
    def modify(last: list[Any]) -> list[Any]:
        earlier = _one_target_damage(last)
        # 608.2c: the earlier damage unless the condition holds, else the new amount to the
        # same target ("it", the target the earlier sentence named)
        later = I.DealDamage(amount, to=I.Ref("pronoun"), source=earlier.source)
        return [I.If(C.Not(cond), then=tuple(last), otherwise=(later,))]

    return [("modify_last", modify)]


def damage_amount_instead(condition: pp.ParserElement) -> list[pp.ParserElement]:
    """"If <condition>, it deals N damage instead." / "It deals N damage instead if
    <condition>." (`condition`: the conditions an "if" sentence reads)."""
    return [
        (sup("if") + condition + lit(",") + _SOURCE + sup("deals") + _AMOUNT
         + sup("damage instead") + lit(".")).set_parse_action(lambda t: _instead(t[0], t[1])),
        (_SOURCE + sup("deals") + _AMOUNT + sup("damage instead if") + condition + lit(".")
         ).set_parse_action(lambda t: _instead(t[1], t[0])),
    ]


__all__ = ["damage_amount_instead"]
