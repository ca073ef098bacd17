""""When you control no Islands, sacrifice this creature." (Sea Serpent, Pirate Ship, Covetous
Dragon), as grammar: a state trigger (603.8), an ability that triggers when a game state is
true rather than on an event (`engine.triggers.state_triggers`).

    When you control no <permanents>, <effects>.
    When you control N or more <permanents>, <effects>.            (Endrek Sahr)
    When ~ has N or more <kind> counters on it, <effects>.         (Darksteel Reactor)
    When[ever] there are N or more <kind> counters on ~, <effects>.   (Homarid, Mazemind Tome)
    When ~ has no <kind> counters on it, <effects>.                 (Dark Depths, Afiya Grove)

Its condition is the trigger's (`Trigger.state`), not an intervening "if" (603.4): it isn't
checked again as the ability resolves.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.sentences import EFFECTS
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import TargetSpec


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    noun, effects = t[0], t[1]
    return _state_ability(C.Compare(V.CountOf(s.And((noun.selector(), s.YOURS))), "==", 0),
                          effects)


def _at_least(t: pp.ParseResults) -> TriggeredAbility:
    """"you control N or more <permanents>": the count of them is N or more."""
    n, noun, effects = t[0], t[1], t[2]
    if noun.other or noun.kind != "permanent":
        raise pp.ParseException("", 0, "'N or more' of a permanent phrase")
    return _state_ability(C.Compare(V.CountOf(s.And((noun.selector(), s.YOURS))), ">=", n),
                          effects)


def _counters(t: pp.ParseResults) -> TriggeredAbility:
    """"~ has N or more <kind> counters on it" (122.1): the source's counters of that kind."""
    n, kind, effects = t[0], t[1], t[2]
    return _state_ability(C.SourceCounters(kind, n), effects)


def _no_counters(t: pp.ParseResults) -> TriggeredAbility:
    """"~ has no <kind> counters on it" (122.1): none of that kind on the source."""
    kind, effects = t[0], t[1]
    return _state_ability(C.SourceCounters(kind, 0, 0), effects)


def _state_ability(state: C.Condition, effects: object) -> TriggeredAbility:
    from arbiter.compiler.lines import _trigger_body

    targets: list[TargetSpec] = []
    trigger, body = _trigger_body(Trigger("state", "self", state=state), None, effects,
                                  targets)
    return TriggeredAbility(text="", trigger=trigger, instructions=body,
                            targets=tuple(targets))


#: 603.8: the whole line.
STATE_TRIGGER_LINE = (
    (sup("when you control no") + NOUN + lit(",").suppress() + EFFECTS
     ).set_parse_action(_ability)
    | (sup("when you control") + NUMBER + sup("or more") + NOUN + lit(",").suppress()
       + EFFECTS).set_parse_action(_at_least)
    | (sup("when ~ has") + NUMBER + sup("or more") + COUNTER_KIND + sup("counters on it")
       + lit(",").suppress() + EFFECTS).set_parse_action(_counters)
    | (sup("when ~ has no") + COUNTER_KIND + sup("counters on it") + lit(",").suppress()
       + EFFECTS).set_parse_action(_no_counters)
    # 122.1: the same state said of the source the other way round
    | (kws("when", "whenever").suppress() + sup("there are") + NUMBER + sup("or more")
       + COUNTER_KIND + sup("counters on ~") + lit(",").suppress() + EFFECTS
       ).set_parse_action(_counters))

__all__ = ["STATE_TRIGGER_LINE"]
