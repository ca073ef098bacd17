"""400.7e: a triggered ability of an object that changed zones returning that object
("When ~ dies, if it was a creature, return it to the battlefield under its owner's
control. It's an enchantment."):

    if it was a <card type>          the intervening "if" (603.4) about the object as it
                                     last existed (603.10a: a leaves-the-battlefield
                                     ability looks back in time)
    It's an <card type>.             after "return it to the battlefield": the object
                                     enters with that card type only (205.1a, 611.2e:
                                     the effect applies as it enters)

"it" in the effect is the new object the source became in the zone it moved to when the
ability triggered (400.7e; `compiler.lines` writes it as `Ref.new_of(Ref.this())`).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, kws, lit, sup
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import BecomeTypes

_SELF_LEAVES = re.compile(r"^When(?:ever)? ~ (dies|is put into a graveyard from the "
                          r"battlefield), ")


def _after_self_leaves(text: str, loc: int, t: pp.ParseResults) -> None:
    m = _SELF_LEAVES.match(text)
    if m is None or text[m.end():loc].strip().lower() != "if":
        raise pp.ParseException(text, loc, "'it was' of an object that didn't leave")


#: "it was a creature" (603.4, 603.10a), in "When ~ dies, if it was a creature, ...".
IT_WAS = (sup("it was") + kws("a", "an").suppress() + CARD_TYPE).add_parse_action(
    _after_self_leaves).add_parse_action(lambda t: C.SourceMatches(s.IsType(t[0])))


def _returns_as(card_type: str) -> Any:
    def modify(last: list[I.Instruction]) -> list[I.Instruction]:
        ret = last[-1] if last else None
        if not isinstance(ret, I.ReturnToBattlefield) or ret.effect_parts:
            raise pp.ParseException("", 0, f"'It's an {card_type}' after no return")
        part = BecomeTypes(types=frozenset({card_type}))
        return [*last[:-1], dataclasses.replace(ret, effect_parts=(part,))]
    return modify


#: "It's an enchantment." right after "return it to the battlefield ...".
RETURNS_AS = (kws("it's an", "it's a").suppress() + CARD_TYPE + lit(".")).set_parse_action(
    lambda t: [("modify_last", _returns_as(t[0]))])




_THIS = I.Ref.this()


#: Instructions moving the object their `what` names.
_MOVING = (I.ReturnToBattlefield, I.ReturnToHand, I.Exile, I.PutInLibrary, I.ShuffleInto)


def to_new_object(body: tuple[Any, ...], moved: I.Ref = _THIS) -> tuple[Any, ...]:
    """400.7e: in a triggered ability that triggered on an object moving to another zone
    (its source, `Ref.this()`, or the event's object, `Ref.event()`: "Whenever another
    creature you control dies, return that card to its owner's hand"), an instruction
    moving that object moves the new object it became there ("return it to the
    battlefield"), now or at the beginning of the next end step (603.7c). Other mentions
    stay as they are (and leave the line unread)."""
    new = I.Ref.new_of(moved)

    def swap(x: Any) -> Any:
        if isinstance(x, tuple):
            return tuple(swap(y) for y in x)
        if isinstance(x, _MOVING + (I.DelayedTrigger,)) and x.what == moved:
            return dataclasses.replace(x, what=new)
        if isinstance(x, I.If | I.MayDo | I.IfDid):
            return dataclasses.replace(x, **{f: swap(getattr(x, f))
                                             for f in ("then", "otherwise", "do")
                                             if hasattr(x, f)})
        return x

    return tuple(swap(step) for step in body)


__all__ = ["IT_WAS", "RETURNS_AS", "to_new_object"]
