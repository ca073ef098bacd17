"""Whole lines whose trigger condition is an object becoming the target of a spell or ability
(603.2, 115.1; the event: `compiler.triggers.becomes_target`), with what the effect says of
that spell or ability and its controller:

    Whenever this creature becomes the target of a spell or ability for the first time each
    turn, counter that spell or ability.                            (Glyph Keeper)
    Whenever this creature becomes the target of a spell or ability an opponent controls,
    counter that spell or ability unless its controller pays {2}.   (Frost Titan)
    Whenever this creature becomes the target of a spell, this creature deals 2 damage to
    that spell's controller.                                         (Bonecrusher Giant)
    Whenever this creature becomes the target of a spell or ability an opponent controls,
    that player loses 4 life.                                        (Ashenmoor Liege)

The engine's "becomes_target" event names the spell or ability (`extra`: a spell's object, an
ability's stack object) and its controller (the event's player, `engine.keywords.triggered.
emit_becomes_target`). "That spell or ability" is the former, not targeted
(`Ref.event_stack_object`, as ward's 702.21a ability); "that spell's controller", "that
spell or ability's controller" and "its controller" after "counter that spell or ability
unless" are the latter; "that player" is too, when the condition names whose spell or
ability it is ("an opponent controls", "you control"). "It", "that creature" are the object
that became the target. Other costs than the ward costs the engine asks for
(`engine.keywords.ward_costs`), and other words about the spell or ability, stay unread.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import lit
from arbiter.compiler.triggers.effect_text import bound_effects
from arbiter.engine.keywords.ward_costs import parse as cost_parts
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I

#: "counter that spell or ability [unless its controller <cost>]."
_COUNTER = re.compile(r"^counter that (?:spell or ability|spell|ability)"
                      r"(?: unless (?:its controller|that player) (pays? .+|discards? .+|"
                      r"sacrifices? .+))?\.$", re.I)
#: The spell's or ability's controller, in the effect's words.
_CONTROLLER = re.compile(r"\bthat (?:spell or ability|spell|ability)'s controller\b", re.I)


def _counter(m: re.Match[str]) -> tuple[I.Instruction, ...] | None:
    counter = I.CounterTarget(I.Ref.event_stack_object())
    if m.group(1) is None:
        return (counter,)
    words = m.group(1)
    words = re.sub(r"^(pay|discard|sacrifice)s\b", r"\1", words, flags=re.I)
    words = re.sub(r"^pay (?=\{)", "", words, flags=re.I)  # a mana cost: "{2}"
    cost = cost_parts(words[0].upper() + words[1:])
    if cost is None:
        return None
    return (I.MayPay(cost=cost, otherwise=(counter,), who=I.Ref.event_player()),)


def _default(trigger: Trigger) -> I.Ref:
    """"It" / "that creature": the object that became the target."""
    return I.Ref.this() if trigger.subject == "self" else I.Ref.event()


def _line(s: str, loc: int, t: pp.ParseResults) -> TriggeredAbility:
    trigger, text = t[0], t[1]
    if not isinstance(trigger, Trigger) or trigger.event != "becomes_target" \
            or trigger.any_of or trigger.batch:
        raise pp.ParseException(s, loc, "not a becomes-the-target line")
    if (m := _COUNTER.match(text)) is not None:
        body = _counter(m)
        if body is None:
            raise pp.ParseException(s, loc, "a cost the engine doesn't ask for")
        return TriggeredAbility(text="", trigger=trigger, instructions=body)
    named = bool(_CONTROLLER.search(text))
    that_player = bool(re.search(r"\bthat player\b", text, re.I))
    if that_player and trigger.by not in ("opponent", "you"):
        raise pp.ParseException(s, loc, "'that player' names no player here")
    # "that creature" / "it": the permanent that became the target (the event's object)
    targeted = trigger.subject != "self" and bool(
        re.search(r"\b(?:that creature|that permanent|it)\b", text, re.I))
    if not (named or that_player or targeted):
        raise pp.ParseException(s, loc, "read by the general trigger grammar")
    if re.search(r"\b(?:if|unless|those|they|them)\b", text, re.I):
        raise pp.ParseException(s, loc, "a condition or another reference (603.4)")
    if re.search(r"\bthat (?:spell|ability)\b(?!(?: or ability)?'s controller)", text, re.I) \
            or re.search(r"\b(?:its|their) controller\b", text, re.I):
        raise pp.ParseException(s, loc, "another reference to the spell or ability")
    text = _CONTROLLER.sub("that player", text)
    body, targets = bound_effects(s, loc, text, default=_default(trigger),
                                  player=I.Ref.event_player())
    return TriggeredAbility(text="", trigger=trigger, instructions=body, targets=tuple(targets))


def becomes_target_line(trigger: pp.ParserElement) -> pp.ParserElement:
    """The whole line, on `trigger` (the trigger condition grammar)."""
    return (trigger + lit(",").suppress() + pp.Regex(r".+\.")).set_parse_action(_line)


__all__ = ["becomes_target_line"]
