"""903.3: static abilities of commander creatures ("Commander creatures you own have
'Whenever this creature attacks, ...'", "Commander creatures you control get +2/+2 and have
haste."): the predicates of any static sentence, on the creatures that are a commander and
that you own (108.3) or control."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.commander_selectors import IsCommander
from arbiter.state.effects import EffectSpec

_WHOSE = pp.MatchFirst([
    kw("own").set_parse_action(lambda: s.OwnedByYou()),
    kw("control").set_parse_action(lambda: s.ControlledByYou()),
])


def _line(t: pp.ParseResults) -> StaticAbility:
    whose, parts = t[0], t[1]
    creatures = s.And((s.InZone(("battlefield",)), s.IsType("Creature"), IsCommander(), whose))
    return StaticAbility(text="", effects=(EffectSpec(creatures, tuple(parts)),))


#: 903.3: "Commander creatures you own|control <predicates>."
COMMANDER_CREATURES_LINE = (
    sup("commander creatures you") + _WHOSE + PREDICATES
    + (lit(".") | pp.PrecededBy(pp.Literal('."'))) + pp.StringEnd()
).set_parse_action(_line).set_name("commander creatures")

__all__ = ["COMMANDER_CREATURES_LINE"]
