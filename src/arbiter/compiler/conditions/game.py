"""Conditions about a player's hand and about the object an effect just named:

    you have exactly N cards in your hand                      (402.1)
    [Then] if it has no <kind> counters on it, <effects>.      (122.1, 608.2c)

"it" in the second is a pronoun: `compiler.grammar.refs.bind` points it at the object named before
(`ItHasNoCounters.bound`); the engine reads counters of the ability's source, so the line is
read only when "it" is that source ("remove an oil counter from ~. Then if it has no oil
counters on it, ..."). The source's counters are its last known ones if it has left the
battlefield (608.2h: the old object keeps them).
"""

from __future__ import annotations

from dataclasses import dataclass

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, sup
from arbiter.rules import conditions as C
from arbiter.rules.instructions.objects import Ref
from arbiter.rules.player_values import CardsInHand


@dataclass(frozen=True)
class ItHasNoCounters:
    """"it has no <kind> counters on it" before `bind` has said what "it" is."""

    what: Ref
    kind: str

    def bound(self) -> C.Condition:
        if self.what != Ref.this():
            raise pp.ParseException("", 0, "'it' is not the ability's source")
        return C.SourceCounters(self.kind, 0, 0)


@dataclass(frozen=True)
class ItHasCounters:
    """"it has N or more <kind> counters on it" before `bind` has said what "it" is (read
    only when "it" is the ability's source, as `ItHasNoCounters`)."""

    what: Ref
    kind: str
    n: int

    def bound(self) -> C.Condition:
        if self.what != Ref.this():
            raise pp.ParseException("", 0, "'it' is not the ability's source")
        return C.SourceCounters(self.kind, self.n)


#: A condition of the game for `compiler.conditions.conditions`.
HAND_CONDITION = (sup("you have exactly") + NUMBER + sup("cards in your hand")
                  ).set_parse_action(lambda t: C.Compare(CardsInHand(), "==", t[0]))

#: A condition about "it", only in an effect's "if" sentence (`compiler.effects.sentences`).
IT_CONDITION = (sup("it has no") + COUNTER_KIND + sup("counters on it")).set_parse_action(
    lambda t: ItHasNoCounters(Ref("pronoun"), t[0]))

__all__ = ["HAND_CONDITION", "IT_CONDITION", "ItHasNoCounters"]
