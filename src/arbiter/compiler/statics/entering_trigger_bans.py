"""603.2, 603.6a: "<Creatures | Artifacts and creatures | Permanents> entering don't cause
abilities [of permanents your opponents control] to trigger." (Torpor Orb, Hushwing Gryff,
Tocatli Honor Guard, Doorkeeper Thrull, Elesh Norn, Mother of Machines), as grammar: a rules
part read by `engine.triggers.entering_trigger_bans`. "Entering or dying" (Hushbringer) stays
unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.entering_trigger_bans import RULE, EnteringTriggerBan
from arbiter.state.effects import EffectSpec

_TYPES = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
          "lands": "Land", "planeswalkers": "Planeswalker"}
_TYPE = kws(*_TYPES).set_parse_action(lambda t: s.IsType(_TYPES[t[0].lower()]))
_ENTERING = pp.MatchFirst([
    kw("permanents").set_parse_action(lambda: s.Anything()),
    (_TYPE + pp.Optional(sup("and") + _TYPE)).set_parse_action(
        lambda t: t[0] if len(t) == 1 else s.Or(tuple(t))),
])
_WHOSE = pp.Optional(kw("of permanents your opponents control").set_parse_action(
    lambda: "opponents"))


def _build(t: pp.ParseResults) -> StaticAbility:
    whose = t[1] if len(t) > 1 else "any"
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=RULE, detail=EnteringTriggerBan(entering=t[0], whose=whose)),)),))


#: 603.2: "Creatures entering don't cause abilities to trigger."
ENTERING_TRIGGER_BAN_LINE = (
    _ENTERING + sup("entering don't cause abilities") + _WHOSE + sup("to trigger") + lit(".")
    + pp.StringEnd()
).set_parse_action(_build)

__all__ = ["ENTERING_TRIGGER_BAN_LINE"]
