"""One-shot effects changing the rules for a while (611.2a, 611.2c, 613.10):

    Until your next turn, you may cast creature spells as though they had flash, and each
        creature you control enters the battlefield with an additional +1/+1 counter on it.
    Until your next turn, you may cast sorcery spells as though they had flash.
    You may cast spells this turn as though they had flash.
    This turn, each creature you control enters the battlefield with an additional +1/+1
        counter on it.

"you may cast [<card type>] spells as though they had flash" (702.8a, 601.3b) is a rules effect
on the ability's controller (`engine.casting.flash_permission`); "<objects> enter(s) with an
additional <kind> counter" (614.1c) a rules effect on what the objects phrase describes,
judged as each permanent enters (`engine.replacement.additional_counters`). Neither is locked to the
objects there when it began (611.2c; `engine.stack.rules_changes`); both last for the duration.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import DURATION
from arbiter.compiler.grammar.lexicon import CARD_TYPE, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.replacements.additional_counters import ENTERS_WITH_ADDITIONAL
from arbiter.engine.casting.flash_permission import RULE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I

_SPELLS = (pp.Optional(CARD_TYPE) + sup("spells")).set_parse_action(
    lambda t: ("spells", s.IsType(t[0]) if len(t) else None))
_AS_THOUGH = sup("as though they had flash")


def _flash(duration: str, what: tuple) -> I.CreateEffect:
    return I.CreateEffect(parts=(P.RulesPart(RULE, what[1]),), affected=None,
                          duration=duration, rules_only=True)


def _enters(duration: str, noun: Noun, parts: list[P.Part]) -> I.CreateEffect:
    if noun.kind != "permanent" or noun.zones != ("battlefield",):
        raise pp.ParseException("", 0, "'enters with' of something not a permanent")
    return I.CreateEffect(parts=tuple(parts), affected=noun.selector(), duration=duration,
                          rules_only=True)


def _lead(t: pp.ParseResults) -> list[list[I.Instruction]]:
    duration, rest = t[0], list(t[1:])
    out: list[I.Instruction] = []
    while rest:
        x = rest.pop(0)
        if isinstance(x, tuple):
            out.append(_flash(duration, x))
        else:
            out.append(_enters(duration, x, rest.pop(0)))
    return [out]


_FLASH_CLAUSE = sup("you may cast") + _SPELLS + _AS_THOUGH
_ENTERS_CLAUSE = NOUN + ENTERS_WITH_ADDITIONAL

#: 611.2a: "Until your next turn, you may cast creature spells as though they had flash[, and
#: each creature you control enters the battlefield with an additional +1/+1 counter on it]"
#: and "This turn, each creature you control enters ... with an additional +1/+1 counter".
LEAD_DURATION = (DURATION + lit(",") + pp.MatchFirst([
    _FLASH_CLAUSE + pp.Optional(lit(",") + sup("and") + _ENTERS_CLAUSE),
    _ENTERS_CLAUSE,
])).set_parse_action(_lead)

#: "You may cast [creature] spells this turn as though they had flash."
TRAILING_DURATION = (sup("you may cast") + _SPELLS + DURATION + _AS_THOUGH
                     ).set_parse_action(lambda t: [[_flash(t[1], t[0])]])

FLASH_PERMISSION = [LEAD_DURATION, TRAILING_DURATION]

__all__ = ["FLASH_PERMISSION"]
