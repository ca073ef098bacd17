"""614.1a / 611.2c: "If a creature would die this turn, exile it instead." as a sentence of a
resolving spell (Flaying Tendrils, Malicious Malfunction; "a creature an opponent controls":
Malicious Eclipse).

The spell creates a replacement effect lasting until end of turn (611.2a). It modifies no
characteristic, so its affected set isn't locked as it resolves (611.2c): a creature that
enters later this turn and would die is exiled too. 700.4: "dies" means "is put into a
graveyard from the battlefield". The engine's zone-change replacement is the same one the
static "If <objects> would die, exile it instead." uses (`compiler.replacements.zones`).

"If that creature would die this turn, ..." (an object named before) is
`compiler.replacements.zones.DIES_EXILE_SENTENCE`; "If a creature dealt damage this way
would die this turn, ..." is `compiler.effects.dealt_this_way`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.replacements.zones import DIES_EXILED, RULE
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN


def _effect(t: pp.ParseResults) -> list:
    what = t[0]
    if not isinstance(what, Noun) or what.kind != "permanent" or what.zones != ("battlefield",):
        raise pp.ParseException("", 0, "'would die' of something not a permanent")
    # 611.2c: an effect on the rules (a replacement), not locked to today's creatures
    return [("plain", [I.CreateEffect(parts=(RulesPart(RULE, DIES_EXILED),),
                                      affected=what.selector(), duration=END_OF_TURN,
                                      rules_only=True)])]


#: 614.1a: "If a creature [an opponent controls] would die this turn, exile it instead."
DIES_EXILED_THIS_TURN = (sup("if") + kws("a", "an").suppress() + NOUN
                         + sup("would die this turn") + lit(",") + sup("exile it instead")
                         + lit(".")).set_parse_action(_effect)

__all__ = ["DIES_EXILED_THIS_TURN"]
