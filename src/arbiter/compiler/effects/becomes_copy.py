"""707.2 / 613.2a: an ability's source becoming a copy of another object:

    [<duration>,] <who> becomes a copy of <object> [<duration>][, except <exceptions>]
    you may have <who> become a copy of <object> [<duration>][, except <exceptions>]
    <who> := ~ | target <noun> | enchanted creature | it | each other <noun>
    <object> := target <noun> | it | that creature | that card | ...       (608.2b, 400.7j)

A layer-1a copy effect on what becomes a copy ("each other <noun>": each but the object
copied, fixed as the effect begins, 611.2c): its copiable values become the object's copiable values
as the effect begins (707.2c: a later change to the object doesn't follow), with the
exceptions (707.9b, `compiler.grammar.copy_exceptions`: "except it has this ability" is the
ability making the copy). The permanent keeps its counters, status and attachments (707.2:
only copiable values are copied); without a duration it lasts indefinitely (611.2a). A copy
of a card in a graveyard or in exile copies the card's values there.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, OBJECT, TARGET_OBJECT
from arbiter.compiler.grammar.copy_exceptions import EXCEPT
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.rules.copiable import BecomeCopyOf, CopyExceptions
from arbiter.rules.instructions import objects as I

#: What the source copies: a target, or an object an earlier instruction or the trigger
#: event named ("that creature", "that card", "it": bound by `compiler.grammar.refs`).
_OF = TARGET_OBJECT | kws("it", "that creature", "that card", "that permanent").set_parse_action(
    lambda t: PRONOUN.parse_string(t[0])[0])


class _Group:
    """"each other <noun>": every object the noun describes but the one copied (611.2c:
    fixed as the effect begins)."""

    def __init__(self, selector: object) -> None:
        self.selector = selector


def _becomes(items: list[object]) -> list[list[I.Instruction]]:
    durations = [x for x in items if isinstance(x, str)]
    if len(durations) > 1:
        raise pp.ParseException("", 0, "two durations for one copy effect")
    exceptions = next((x for x in items if isinstance(x, CopyExceptions)), CopyExceptions())
    who, of = items[0], items[1]
    duration = durations[0] if durations else "indefinite"
    part = BecomeCopyOf(of=of, exceptions=exceptions)
    if isinstance(who, _Group):
        return [[I.CreateEffect(parts=(part,), affected=who.selector, exclude=(of,),
                                duration=duration)]]
    return [[I.CreateEffect(parts=(part,), affected=who, duration=duration)]]


def _order(t: pp.ParseResults) -> list[object]:
    """The object becoming a copy and the object copied first, then the durations and
    exceptions (a leading duration is before both in the text)."""
    items = list(t)
    lead = [x for x in items[:1] if isinstance(x, str)]
    rest = items[len(lead):]
    return [rest[0], rest[1], *lead, *rest[2:]]


_LEADING = (DURATION + lit(",").suppress())
_TRAILING = pp.Optional(DURATION)
_END = pp.FollowedBy(lit(".") | lit(","))

#: What becomes a copy: one object ("~", a target, "enchanted creature", "it") or "each
#: other <noun>".
_WHO = (sup("each other") + NOUN).set_parse_action(lambda t: _Group(t[0].selector())) \
    | OBJECT

#: "~ becomes a copy of <object> ..." and, after "you may have" (`sentences`), "~ become ...".
BECOMES_COPY = (
    pp.Optional(_LEADING) + _WHO + kws("becomes", "become").suppress()
    + sup("a copy of") + _OF + _TRAILING + pp.Optional(EXCEPT) + _END
).set_parse_action(lambda t: _becomes(_order(t)))


__all__ = ["BECOMES_COPY"]
