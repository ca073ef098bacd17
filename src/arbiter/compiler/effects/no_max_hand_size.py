"""402.2 / 613.11 / 611.2a: "You have no maximum hand size for the rest of the game." (Praetor's
Counsel, Wisdom of Ages, Sea Gate Restoration) / "... until your next turn." (Enter the
Infinite) as a resolving effect: a rules effect on its controller (the same part as the static
"You have no maximum hand size.", read by `engine.rules_effects.max_hand_size`) for that long."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, sup
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import UNTIL_YOUR_NEXT_TURN

_HOW_LONG = pp.MatchFirst([
    kw("for the rest of the game").set_parse_action(lambda: "indefinite"),
    kw("until your next turn").set_parse_action(lambda: UNTIL_YOUR_NEXT_TURN),
])
NO_MAX_HAND_SIZE = (sup("you have no maximum hand size") + _HOW_LONG).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(RulesPart("max_hand_size", ("set", None)),),
                               affected=None, duration=t[0], rules_only=True)]])

__all__ = ["NO_MAX_HAND_SIZE"]
