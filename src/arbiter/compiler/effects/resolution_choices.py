"""One-shot changes to an object whose value is switched or chosen as the effect resolves
(608.2d: a choice made while an effect resolves), offered to `compiler.effects.effects.CLAUSE`
ahead of its plain "<object> gets/becomes ..." clause:

    switch <object>'s power and toughness [until end of turn]              (613.4d, 611.2)
    <object> <predicates> and becomes the color of your choice [until end of turn]
                                                               (608.2d, 613.1e, 611.2)
    choose a creature type [other than <subtype>]                          (608.2d, 205.3m)
    choose a color                                                         (608.2d, 105.1)
    <object> becomes that type [until end of turn]      (the type chosen before; 205.1a)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT, OBJECTS
from arbiter.compiler.grammar.lexicon import SUBTYPE, kw, kws, lit, sup
from arbiter.compiler.statics.predicates import PREDICATE
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I


def _one(build):  # type: ignore[no-untyped-def]
    return lambda t: [build(t)]


def _duration(t: pp.ParseResults) -> str:
    return next((x for x in t if isinstance(x, str)), "indefinite")


#: 613.4d: "switch target creature's power and toughness until end of turn" (a switch
#: applies in layer 7d, after every other change to power and toughness).
SWITCH_PT = (sup("switch") + OBJECT + pp.Literal("'s").suppress()
             + sup("power and toughness") + pp.Optional(DURATION)).set_parse_action(
    _one(lambda t: [I.CreateEffect(parts=(P.SwitchPT(),), affected=t[0],
                                   duration=_duration(t))]))

#: 608.2d / 613.1e: "becomes the color of your choice": the color is chosen as the effect
#: resolves, then the object is that color (and no other).
_COLOR_OF_CHOICE = kws("becomes the color of your choice", "become the color of your choice"
                       ).set_parse_action(lambda: [["chosen_color"]])
_ITEM = _COLOR_OF_CHOICE | PREDICATE
_ITEMS = _ITEM + pp.ZeroOrMore(pp.Optional(lit(",")) + pp.Optional(sup("and")) + _ITEM)


def _color_choice(t: pp.ParseResults) -> list[I.Instruction]:
    who = t[0]
    parts: list[P.Part] = []
    chosen = False
    for group in t[1:]:
        if isinstance(group, str):
            continue
        for p in group:
            if p == "chosen_color":
                chosen = True
                parts.append(P.SetColors(chosen=True))
            else:
                parts.append(p)
    if not chosen:
        raise pp.ParseException("", 0, "no color of your choice")
    return [I.Choose("color", key="color"),
            I.CreateEffect(parts=tuple(parts), affected=who, duration=_duration(t))]


COLOR_OF_CHOICE = (OBJECTS + _ITEMS + pp.Optional(DURATION)).set_parse_action(
    _one(_color_choice))

#: 608.2d / 205.3m: "choose a creature type other than Wall" (the answer is kept for "that
#: type" later in the same effect).
CHOOSE_CREATURE_TYPE = (sup("choose a creature type") + pp.Optional(
    sup("other than") + SUBTYPE)).set_parse_action(_one(lambda t: [
        I.Choose("creature_type", key="creature_type", exclude=tuple(t))]))
#: 205.1a: "<object> becomes that type until end of turn", "Each creature you control becomes
#: that type ...": creature types replaced by the type chosen earlier in the effect (611.2c:
#: the objects it affects are those there as it resolved).
BECOMES_THAT_TYPE = (OBJECTS + kw("becomes that type").suppress() + pp.Optional(DURATION)
                     ).set_parse_action(_one(lambda t: [I.CreateEffect(
                         parts=(P.BecomeTypes(chosen_subtype=True),), affected=t[0],
                         duration=_duration(t))]))

#: 608.2d / 105.1: "choose a color" (the answer is kept for "of the chosen color" and "of
#: that color" later in the same effect, `engine.stack.choices.with_chosen`).
CHOOSE_COLOR = sup("choose a color").set_parse_action(_one(lambda t: [
    I.Choose("color", key="color")]))

RESOLUTION_CHOICES = [SWITCH_PT, CHOOSE_CREATURE_TYPE, CHOOSE_COLOR, BECOMES_THAT_TYPE,
                      COLOR_OF_CHOICE]

__all__ = ["RESOLUTION_CHOICES"]
