""""When you control no Islands, sacrifice this creature." (Sea Serpent, Pirate Ship, Covetous
Dragon), as grammar: a state trigger (603.8), an ability that triggers when a game state is
true rather than on an event (`engine.triggers.state_triggers`).

    When you control no <permanents>, <effects>.

Its condition is the trigger's (`Trigger.state`), not an intervening "if" (603.4): it isn't
checked again as the ability resolves.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.sentences import EFFECTS
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import TargetSpec


def _ability(t: pp.ParseResults) -> TriggeredAbility:
    from arbiter.compiler.lines import _trigger_body

    noun, effects = t[0], t[1]
    state = C.Compare(V.CountOf(s.And((noun.selector(), s.YOURS))), "==", 0)
    targets: list[TargetSpec] = []
    trigger, body = _trigger_body(Trigger("state", "self", state=state), None, effects,
                                  targets)
    return TriggeredAbility(text="", trigger=trigger, instructions=body,
                            targets=tuple(targets))


#: 603.8: the whole line.
STATE_TRIGGER_LINE = (sup("when you control no") + NOUN + lit(",") + EFFECTS
                      ).set_parse_action(_ability)

__all__ = ["STATE_TRIGGER_LINE"]
