""""copy that spell" (707.10) in a triggered ability whose trigger is a spell being cast
(603.2, 601.2i): the spell the event names, copied by the ability's controller, who controls
the copy (707.10); "You may choose new targets for the copy." lets them change its targets
(707.10c). A spell that has left the stack is copied as it last existed (608.2h,
`engine.stack.spell_copy`).

    Whenever you cast your first instant or sorcery spell each turn, copy that spell. You
    may choose new targets for the copy.                                 (Double Vision)
    Whenever you cast an instant or sorcery spell, you may pay {2}. If you do, copy that
    spell. You may choose new targets for the copy.                      (Mirari)
    Whenever you cast an outlaw spell, copy that spell.     (Double Down: 707.10f, a token)

Read only after a cast trigger, where "that spell" can only be the spell cast; "copy that
spell twice", "for each ..." and "that spell or ability" stay unread; ", except the copy
isn't legendary" (707.9b) is read by `compiler.grammar.copy_exceptions`.
"copy it" is read the same where nothing but the spell cast can be "it" (608.2b).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.copy_for_each import (
    COPY_SELF_FOR_EACH,
    NEW_TARGETS_FOR_THE_COPIES,
)
from arbiter.compiler.grammar.copy_exceptions import EXCEPT
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.instructions import objects as I
from arbiter.rules.structure import nodes, rebuild

_CAST_TRIGGER = re.compile(r"^Whenever (you|a player|an opponent) casts? ")


def _after_cast_trigger(s: str, loc: int, t: pp.ParseResults) -> None:
    if not _CAST_TRIGGER.match(s):
        raise pp.ParseException(s, loc, "'that spell' without a cast trigger")


_NEW_TARGETS = sup("you may choose new targets for the copy")

#: 608.2b: "copy it" first in the effect of a cast trigger ("Whenever you cast an Adventure
#: instant or sorcery spell, copy it.", "..., you may copy it."): nothing else is named
#: before "it", so it is the spell cast (not after "a spell that targets ~": heroic's "it").
_IT_FIRST = re.compile(r"^Whenever (?:you|a player|an opponent) casts? (?:(?!\bthat targets\b)"
                       r"[^,.])*, (?:you may )?$")


def _it_is_the_spell(s: str, loc: int, t: pp.ParseResults) -> None:
    if not _IT_FIRST.match(s[:loc]):
        raise pp.ParseException(s, loc, "'it' may be another object than the spell cast")


_COPY_IT = kw("copy it").add_parse_action(_it_is_the_spell)

def _copy(t: pp.ParseResults) -> list[list[I.CopySpell]]:
    exceptions = next((x for x in t if isinstance(x, CopyExceptions)), None)
    if exceptions is not None and (exceptions.this_ability or exceptions.own_name
                                   or exceptions.keep_colors):
        raise pp.ParseException("", 0, "'this ability' or '~' in a spell copy's exceptions")
    return [[I.CopySpell(I.Ref.event(), new_targets="new" in list(t), exceptions=exceptions)]]


#: 707.10: "copy that spell [and you may choose new targets for the copy]"; 707.9b: "copy it,
#: except the copy isn't legendary" (`compiler.grammar.copy_exceptions`).
COPY_THAT_SPELL = ((kw("copy that spell") | _COPY_IT) + pp.Optional(EXCEPT) + pp.Optional(
    sup("and") + _NEW_TARGETS.copy().set_parse_action(lambda: "new"))
                   + pp.FollowedBy(lit(".") | lit(",") | kw("and"))
                   ).add_parse_action(_after_cast_trigger).add_parse_action(_copy) \
    | COPY_SELF_FOR_EACH  # 707.10, 903.8: "copy it for each time ..." (`copy_for_each`)


def _with_new_targets(last: list[Any]) -> list[Any]:
    """707.10c: the copy the sentence before made may have new targets."""
    copies = [n for n in nodes(last) if isinstance(n, I.CopySpell)
              and n.what == I.Ref.event() and not n.new_targets]
    if len(copies) != 1:
        raise pp.ParseException("", 0, "'the copy' names no one copy of that spell")
    return [rebuild(x, lambda n: replace(n, new_targets=True) if n is copies[0] else n)
            for x in last]


#: 707.10c: "You may choose new targets for the copy." after "copy that spell".
NEW_TARGETS_FOR_THAT_COPY = (_NEW_TARGETS + lit(".")).set_parse_action(
    lambda: [("modify_last", _with_new_targets)]) | NEW_TARGETS_FOR_THE_COPIES  # 707.10c

__all__ = ["COPY_THAT_SPELL", "NEW_TARGETS_FOR_THAT_COPY"]
