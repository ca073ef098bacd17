"""707.2 / 613.2a: an ability's source becoming a copy of another object:

    [<duration>,] ~ becomes a copy of <object> [<duration>][, except <exceptions>]
    you may have ~ become a copy of <object> [<duration>][, except <exceptions>]
    <object> := target <noun> | it | that creature | that card | ...       (608.2b, 400.7j)

A layer-1a copy effect on the source: its copiable values become the object's copiable values
as the effect begins (707.2c: a later change to the object doesn't follow), with the
exceptions (707.9b, `compiler.grammar.copy_exceptions`: "except it has this ability" is the
ability making the copy). The permanent keeps its counters, status and attachments (707.2:
only copiable values are copied); without a duration it lasts indefinitely (611.2a). A copy
of a card in a graveyard or in exile copies the card's values there.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION, TARGET_OBJECT
from arbiter.compiler.grammar.copy_exceptions import EXCEPT
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.rules.copiable import BecomeCopyOf, CopyExceptions
from arbiter.rules.instructions import objects as I

#: What the source copies: a target, or an object an earlier instruction or the trigger
#: event named ("that creature", "that card", "it": bound by `compiler.grammar.refs`).
_OF = TARGET_OBJECT | kws("it", "that creature", "that card", "that permanent").set_parse_action(
    lambda t: PRONOUN.parse_string(t[0])[0])


def _becomes(items: list[object]) -> list[list[I.Instruction]]:
    durations = [x for x in items if isinstance(x, str)]
    if len(durations) > 1:
        raise pp.ParseException("", 0, "two durations for one copy effect")
    exceptions = next((x for x in items if isinstance(x, CopyExceptions)), CopyExceptions())
    of = items[0]
    return [[I.CreateEffect(parts=(BecomeCopyOf(of=of, exceptions=exceptions),),
                            affected=I.Ref.this(),
                            duration=durations[0] if durations else "indefinite")]]


def _order(t: pp.ParseResults) -> list[object]:
    """The object first, then the durations and exceptions (a leading duration is before
    the object in the text)."""
    items = list(t)
    lead = [x for x in items[:1] if isinstance(x, str)]
    rest = items[len(lead):]
    return [rest[0], *lead, *rest[1:]]


_LEADING = (DURATION + lit(",").suppress())
_TRAILING = pp.Optional(DURATION)
_END = pp.FollowedBy(lit(".") | lit(","))

#: "~ becomes a copy of <object> ..." and, after "you may have" (`sentences`), "~ become ...".
BECOMES_COPY = (
    pp.Optional(_LEADING) + sup("~") + kws("becomes", "become").suppress()
    + sup("a copy of") + _OF + _TRAILING + pp.Optional(EXCEPT) + _END
).set_parse_action(lambda t: _becomes(_order(t)))


__all__ = ["BECOMES_COPY"]
