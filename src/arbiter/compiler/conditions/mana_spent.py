"""601.2h: "at least three white mana was spent to cast this spell" (adamant), "at least
four mana was spent to cast this spell" and "{R} was spent to cast this spell", "{W}{W} was
spent ...", "{U}{B} was spent ..." (each symbol one mana of its type: two white; one blue
and one black) (`rules.mana_spent_conditions`), in "if ...".

Only "this spell" is read here: "to cast it | that spell" in an intervening "if", about the
object whose trigger it is or the spell a cast trigger names, with "no [colored] mana was
spent", is `SPENT_TO_CAST_IT` (`compiler.triggers.event_object_if`); {S} (snow mana, 106.3:
not recorded) isn't read; nor is "If ..., instead <effects>" (below).
"""

from __future__ import annotations

import re
from collections import Counter

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, COLORLESS, NUMBER, kw, kws, sup
from arbiter.rules.conditions import Condition, Not
from arbiter.rules.mana_spent_conditions import SAME_COLOR, ManaSpentAtLeast, SpentToCastIt
from arbiter.rules.static_conditions import AllOf

_TYPE = pp.Optional(COLOR_WORD.copy().add_parse_action(lambda t: t[0].symbol)
                    | COLORLESS.copy().set_parse_action(lambda: "C"))

#: "at least three mana of the same color" (Henge Walker): N of one color (`SAME_COLOR`)
_SAME_COLOR = kw("mana of the same color").set_parse_action(lambda: SAME_COLOR)
_AT_LEAST = (sup("at least") + NUMBER + (_SAME_COLOR | _TYPE + sup("mana"))).set_parse_action(
    lambda t: ManaSpentAtLeast(int(t[0]), t[1] if len(t) > 1 else None))


def _symbols(t: pp.ParseResults) -> Condition:
    """"{W}{W}": at least two white mana; "{U}{B}": at least one blue and one black."""
    parts = tuple(ManaSpentAtLeast(n, c) for c, n in Counter(s[1] for s in t).items())
    return parts[0] if len(parts) == 1 else AllOf(parts)


#: 106.1b: mana symbols of one type each (colored or colorless; not hybrid, snow or generic)
_SYMBOLS = pp.OneOrMore(pp.Regex(r"\{[WUBRGC]\}")).set_parse_action(_symbols)
_SPENT = (_AT_LEAST | _SYMBOLS) + sup("was spent to cast")
#: "<at least N mana | {R}> was spent to cast" (`compiler.effects.unless_spent`)
SPENT = _SPENT
_END = (pp.FollowedBy(pp.Literal(",") | pp.Literal(".") | pp.StringEnd())
        # "If ..., instead <effects>": which earlier instructions it replaces is misread
        # (Once and Future's "instead return those cards to your hand" became its own card)
        + ~(pp.Literal(",") + kw("instead")))
#: "<at least N [color|colorless|of the same color] mana | {R}{R}> was spent to cast this
#: spell"
MANA_SPENT_CONDITION = (
    _SPENT + (sup("this spell") | pp.Literal("~").suppress())  # 201.5: the card's own name
    + _END).set_parse_action(lambda t: t[0])
#: "no mana was spent to cast it" (none at all; Lavinia), "no colored mana was spent to cast
#: it" (105.1: none of the five colors; Void Mirror)
_NONE_SPENT = pp.MatchFirst([
    kw("no mana was spent to cast").set_parse_action(lambda: Not(ManaSpentAtLeast(1))),
    kw("no colored mana was spent to cast").set_parse_action(
        lambda: AllOf(tuple(Not(ManaSpentAtLeast(1, c)) for c in "WUBRG"))),
])
#: 603.2, 601.2i: after "Whenever <a player> cast(s) <a spell>", "it" is the spell cast.
_CAST_TRIGGER = re.compile(r"^(?:[^,]*\u2014 )?whenever [^,]*\bcasts? ", re.IGNORECASE)


def _spent_to_cast_it(s: str, loc: int, t: pp.ParseResults) -> SpentToCastIt:
    of_event = bool(_CAST_TRIGGER.match(s))
    if t[1] == "that spell" and not of_event:
        raise pp.ParseException(s, loc, "'that spell' outside a cast trigger")
    return SpentToCastIt(t[0], of_event=of_event)


#: "... was spent to cast it | that spell" in an intervening "if": the object whose trigger it
#: is, or the spell a cast trigger names (`SpentToCastIt.of_event`), marked for
#: `compiler.triggers.event_object_if` to check against the trigger.
SPENT_TO_CAST_IT = ((_SPENT | _NONE_SPENT) + kws("it", "that spell").add_parse_action(
    lambda t: " ".join(t).lower()) + _END).set_parse_action(_spent_to_cast_it)

__all__ = ["MANA_SPENT_CONDITION", "SPENT", "SPENT_TO_CAST_IT"]
