"""614.1a / 614.12: "If a nontoken creature would enter and it wasn't cast, exile it
instead." — as a static ability (Containment Priest) and as the effect of a resolving ability
until end of turn (Mistcaller: "Until end of turn, if ..."); the engine side is
`engine.replacement.entering_exiled`.

Only "nontoken creature": a token isn't put onto the battlefield from another zone but
created there (111.1), which this replacement doesn't reach, so "if a creature would enter
..." (Hallowed Moonlight) stays unread."""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.replacement.entering_exiled import RULE, EnterExile
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.state.effects import END_OF_TURN, EffectSpec

_NONTOKEN_CREATURE = s.And((s.InZone(("battlefield",)), s.IsType("Creature"),
                            s.Not(s.IsToken())))
_PART = P.RulesPart(rule=RULE, detail=EnterExile(_NONTOKEN_CREATURE, uncast=True))
_WORDS = "if a nontoken creature would enter and it wasn't cast, exile it instead"

#: The static ability's whole line.
ENTER_EXILE_LINE = kw(_WORDS[0].upper() + _WORDS[1:] + ".").set_parse_action(
    lambda: StaticAbility(text="", effects=(EffectSpec(s.SELF, (_PART,)),)))
#: 611.2c / 613.10: "until end of turn, if ..." as a clause of a resolving ability.
ENTER_EXILE_THIS_TURN = kw("until end of turn, " + _WORDS).set_parse_action(
    lambda: [[I.CreateEffect(parts=(_PART,), affected=None, duration=END_OF_TURN,
                             rules_only=True)]])

__all__ = ["ENTER_EXILE_LINE", "ENTER_EXILE_THIS_TURN"]
