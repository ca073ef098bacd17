"""One-shot blocking restrictions whose duration sits inside the predicate (509.1b, 611.2):

    <object> can't be blocked this turn except by <objects>.

(`compiler.statics.predicates` reads "can't be blocked except by <objects> [this turn]"; Oracle text
puts "this turn" before "except by".)
"""

from __future__ import annotations

from arbiter.compiler.effects.effects import OBJECTS
from arbiter.compiler.grammar.lexicon import sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import parts as P
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN

#: 509.1b: "Gingerbrute can't be blocked this turn except by creatures with haste."
CANT_BE_BLOCKED_THIS_TURN_EXCEPT = (
    OBJECTS + sup("can't be blocked this turn except by") + NOUN).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(P.RulesPart("cant_be_blocked_except_by",
                                                  t[1].selector()),),
                               affected=t[0], duration=END_OF_TURN)]])

BLOCK_RESTRICTIONS = [CANT_BE_BLOCKED_THIS_TURN_EXCEPT]

__all__ = ["BLOCK_RESTRICTIONS"]
