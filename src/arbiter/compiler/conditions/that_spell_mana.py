""""If five or more mana was spent to cast that spell, ..." (601.2h, 608.2c; opus, 207.2c) in
the effect of a cast trigger ("Whenever you cast an instant or sorcery spell, ..."): the mana
spent on the spell the event names (603.2; `ManaSpentOnThatSpell`, read by the interpreter for
the event's object, as it last existed if it has left the stack, 608.2h), offered to the "if"
sentences of `compiler.effects.sentences`:

    N or more mana was spent to cast that spell        no mana was spent to cast that spell
    (a number) the amount of mana spent to cast that spell
    (a number) the amount of mana spent to cast it      (only after "When you cast this spell,")

Only in a line whose trigger is a player casting a spell: elsewhere "that spell" isn't the
event's object, and the line isn't read."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, sup
from arbiter.rules import conditions as C
from arbiter.rules.event_spell_mana import ManaSpentOnThatSpell

#: 603.2, 601.2i: "Whenever <a player> cast(s) <a spell>, ..." (after an ability word)
_CAST_TRIGGER = re.compile(r"^(?:[^,]*\u2014 )?whenever [^,]*\bcasts? ", re.IGNORECASE)


def _after_cast_trigger(s: str, loc: int, t: pp.ParseResults) -> C.Compare:
    if not _CAST_TRIGGER.match(s):
        raise pp.ParseException(s, loc, "'that spell' where no cast trigger names it")
    return t[0]


#: 603.2: "When you cast this spell, ..." (after an ability word; "this spell" reads "~")
_SELF_CAST_TRIGGER = re.compile(r"^(?:[^,]*\u2014 )?when you cast (?:this spell|~), ",
                                re.IGNORECASE)


def _self_cast_trigger(s: str, loc: int, t: pp.ParseResults) -> C.Compare:
    if not _SELF_CAST_TRIGGER.match(s):
        raise pp.ParseException(s, loc, "'it' where no cast trigger of this spell names it")
    return t[0]


THAT_SPELL_MANA = pp.MatchFirst([
    (NUMBER + sup("or more mana was spent to cast that spell")).set_parse_action(
        lambda t: C.Compare(ManaSpentOnThatSpell(), ">=", t[0])),
    kw("no mana was spent to cast that spell").set_parse_action(
        lambda: C.Compare(ManaSpentOnThatSpell(), "==", 0)),
]).add_parse_action(_after_cast_trigger).set_name("mana spent to cast that spell")

#: 601.2h, 603.2: "where X is the amount of mana spent to cast that spell" (Aberrant
#: Manawurm, Manaform Hellkite): the number, in the same cast triggers only.
THAT_SPELL_MANA_COUNT = pp.MatchFirst([
    kw("the amount of mana spent to cast that spell").set_parse_action(
        lambda: ManaSpentOnThatSpell()).add_parse_action(_after_cast_trigger),
    # 603.2, 601.2i: "When you cast this spell, create X ... tokens ..., where X is the amount
    # of mana spent to cast it" (Prossh): the spell whose casting is the event, the only
    # spell the line names.
    kw("the amount of mana spent to cast it").set_parse_action(
        lambda: ManaSpentOnThatSpell()).add_parse_action(_self_cast_trigger),
])

__all__ = ["THAT_SPELL_MANA", "THAT_SPELL_MANA_COUNT"]
