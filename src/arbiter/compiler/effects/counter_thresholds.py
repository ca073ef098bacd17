"""A sentence transforming a permanent once enough counters are on it (122.1, 608.2c,
701.27a), and the counters put by a cast trigger for the mana spent on the spell:

    [Then] if ~|it has N or more <kind> counters on it, remove them and <clauses>.
    [Then] if there are N or more <kind> counters on ~|it, remove those counters[,| and]
        <clauses>.
    put a number of <kind> counters on <object> equal to the amount of mana spent to cast
        that spell                                              (601.2h, 603.2)

"it" must be the ability's source (`compiler.conditions.game.ItHasCounters`): the condition and
"remove them" are about the source's counters (`rules.conditions.SourceCounters`, all of
its counters of that kind removed, 122.8). The mana spent is remembered
(`engine.casting.spells`) with the spell, read for the triggering event's spell."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.game import ItHasCounters
from arbiter.compiler.effects.effects import OBJECT
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, kws, lit, sup
from arbiter.rules import conditions as C
from arbiter.rules import values as V
from arbiter.rules.event_spell_mana import ManaSpentOnThatSpell
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.objects import Ref

_WHO = kws("~", "it")


def _threshold(t: pp.ParseResults) -> list[tuple[str, object, list[I.Instruction]]]:
    who, n, kind, rest = t[0], t[1], t[2], list(t[3])
    cond = C.SourceCounters(kind, n) if who == "~" else ItHasCounters(Ref("pronoun"), kind, n)
    # 122.8: "remove them": every counter of that kind on the source, counted as it resolves
    remove = I.RemoveCounters(kind, V.CountersOnSource(kind), on=Ref.this())  # type: ignore
    return [("if", cond, [remove, *rest])]


def _there_are(t: pp.ParseResults) -> list[tuple[str, object, list[I.Instruction]]]:
    n, kind, who, rest = t[0], t[1], t[2], t[3]
    return _threshold([who, n, kind, rest])  # type: ignore[arg-type]


def threshold_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """"Then if it has three or more ritual counters on it, remove them and transform it." /
    "Then if there are three or more soul counters on it, remove those counters, transform
    it, then untap it." ("those counters": every counter of that kind on it, 122.8)"""
    has = (pp.Optional(sup("then")) + sup("if") + _WHO + sup("has") + NUMBER + sup("or more")
           + COUNTER_KIND + sup("counters on it") + lit(",") + sup("remove them and")
           + clauses + lit(".")).set_parse_action(_threshold)
    there_are = (pp.Optional(sup("then")) + sup("if there are") + NUMBER + sup("or more")
                 + COUNTER_KIND + sup("counters on") + _WHO + lit(",")
                 + sup("remove those counters") + (lit(",") | sup("and")) + clauses
                 + lit(".")
                 ).set_parse_action(_there_are)
    return has | there_are


#: "put a number of ember counters on ~ equal to the amount of mana spent to cast that spell"
PUT_MANA_SPENT = (sup("put a number of") + COUNTER_KIND + sup("counters on") + OBJECT
                  + sup("equal to the amount of mana spent to cast that spell")
                  ).set_parse_action(lambda t: [[I.PutCounters(t[0], ManaSpentOnThatSpell(),
                                                               on=t[1])]])

__all__ = ["PUT_MANA_SPENT", "threshold_sentence"]
