"""601.2d: a spell's damage or counters divided among targets as it is cast.

- "~ deals 3 damage divided as you choose among one, two, or three targets." (Arc Lightning)
- "~ deals 4 damage divided as you choose among any number of target creatures."
- "~ deals X damage divided as you choose among any number of targets." (the spell's X)
- "~ deals X damage divided as you choose among any number of target creatures, where X is
  the number of creatures on the battlefield as you cast this spell." (Volcanic Wind: the
  text's X, counted as the division is announced, `divided_amounts`)
- "Distribute two +1/+1 counters among one or two target creatures you control."
- "Distribute two +1/+1 counters among up to two target creatures." (none, one or two)
- "Distribute X +1/+1 counters among any number of target creatures." (the announced X)
- "Prevent the next 5 damage that would be dealt this turn to any number of targets, divided
  as you choose." (Remedy: a prevention shield of each share, 615.7)

"one or two" / "one, two, or three" targets: at least one and at most two / three (115.1);
"any number of": none or more, at most one per point divided (601.2d: each target receives at
least one); "up to two": none, one or two. The division is announced as a spell is cast
(601.2d), as a triggered ability is put on the stack (603.3d) or as an activated ability is
activated (602.2b), and only where the divided phrase is the one target requirement (checked
by `engine.casting.division` and `engine.triggers.divided`).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.effects.effects import SELF
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, _target_spec, located
from arbiter.compiler.grammar.refs import PRONOUN, Pending
from arbiter.rules import instructions as I
from arbiter.rules import values as V

_AMONG = pp.MatchFirst([
    kw("one, two, or three").set_parse_action(lambda: ("among", 3, 1)),
    kw("one or two").set_parse_action(lambda: ("among", 2, 1)),
    kw("any number of").set_parse_action(lambda: ("among", 0, 0)),
    # 115.1: "up to two target creatures": none, one or two (each chosen gets one, 601.2d)
    (sup("up to") + NUMBER).set_parse_action(lambda t: ("among", t[0], 0)),
])
_WHAT = kw("targets").set_parse_action(lambda: ("any", "any")) | (sup("target") + NOUN)


def _targets(phrase: tuple, amount: int) -> tuple[Pending, int]:
    """The target requirement of "among one or two targets" and how many must be chosen."""
    _, items, text = phrase
    _, most, least = items[0]
    # "any number": each target gets at least one (601.2d): at most the amount, or any
    # number for X damage (the division refuses more targets than X, 601.2d)
    count = most or (amount if isinstance(amount, int) else 99)
    spec = _target_spec([count, "up to", items[-1]], text)
    return Pending(replace(spec, count=count, up_to=True)), least


def _damage(t: pp.ParseResults) -> list[list[I.Instruction]]:
    pending, least = _targets(tuple(t[2]), t[1])
    return [[I.DealDamageDivided(t[1], to=pending, source=t[0], at_least=least)]]


def _distribute(t: pp.ParseResults) -> list[list[I.Instruction]]:
    pending, least = _targets(tuple(t[2]), t[0])
    return [[I.DistributeCounters(t[1], t[0], to=pending, at_least=least)]]


_PHRASE = located(_AMONG + _WHAT, lambda items, text: [("phrase", items, text)])

def _spells_x(s_: str, loc: int, _t: pp.ParseResults) -> V.ChosenX:
    """107.3a: "X damage divided ...": the X announced as the spell is cast (601.2b) or the
    ability activated (602.2b): not a triggered ability's, nor where the text defines X
    ("where X is")."""
    if s_.startswith(("When ", "Whenever ", "At ")) or "where X is" in s_:
        raise pp.ParseException(s_, loc, "X damage divided without a spell's X")
    return V.ChosenX()


#: 601.2d / 107.3a: "X damage divided as you choose among any number of targets" (each target
#: at least one: at most X targets).
_AMOUNT = NUMBER | pp.Keyword("X").set_parse_action(_spells_x)
DIVIDED_DAMAGE = ((SELF | PRONOUN) + sup("deals") + _AMOUNT
                  + sup("damage divided as you choose among") + _PHRASE
                  ).set_parse_action(_damage)
DISTRIBUTE = (sup("distribute") + _AMOUNT + COUNTER_KIND + sup("counters among") + _PHRASE
              ).set_parse_action(_distribute)



def _prevent(t: pp.ParseResults) -> list[list[I.Instruction]]:
    pending, least = _targets(tuple(t[1]), t[0])
    return [[I.PreventNextDivided(t[0], to=pending, at_least=least)]]


#: 615.7 / 601.2d: "Prevent the next 5 damage that would be dealt this turn to any number of
#: targets, divided as you choose." (a shield of each target's share around it)
DIVIDED_PREVENTION = (sup("prevent the next") + NUMBER
                      + sup("damage that would be dealt this turn to") + _PHRASE
                      + lit(",") + sup("divided as you choose")
                      ).set_parse_action(_prevent)

def _damage_where(t: pp.ParseResults) -> list[list[I.Instruction]]:
    from arbiter.compiler.effects.divided_amounts import announced_amount

    amount = announced_amount(t[-1])
    pending, least = _targets(tuple(t[1]), amount)
    return [[I.DealDamageDivided(amount, to=pending, source=t[0], at_least=least)]]


def _where_x() -> pp.ParserElement:
    from arbiter.compiler.effects.divided_amounts import WHERE_AMOUNT

    return WHERE_AMOUNT


#: 601.2d / 107.3a: "deals X damage divided as you choose among <targets>, where X is <number>
#: [as you cast this spell | as you activate this ability]"
DIVIDED_DAMAGE_WHERE = ((SELF | PRONOUN) + sup("deals X damage divided as you choose among")
                        + _PHRASE + lit(",") + sup("where X is") + _where_x()
                        ).set_parse_action(_damage_where)

DIVIDED_CLAUSES = [DIVIDED_DAMAGE_WHERE, DIVIDED_DAMAGE, DISTRIBUTE, DIVIDED_PREVENTION]
