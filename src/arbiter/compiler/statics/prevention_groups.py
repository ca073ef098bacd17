"""615.1a / 604.1: a static ability preventing damage to or from groups, as grammar:

    Prevent all [combat | noncombat] damage that would be dealt [to <recipients>]
        [by <sources>].

("Prevent all damage that would be dealt to you." Solitary Confinement; "Prevent all damage
that would be dealt to creatures you control by sources you control." Inquisitor's Flail's
kin). The effect lasts as long as its source is on the battlefield (611.3a); "you" is the
source's controller now (`rules.view.EffectContext`). The recipients and sources are the
grammar of `compiler.effects.prevent_all_groups`; lines naming the source itself or what
it's attached to are `compiler.statics.prevention` and `prevention_by_source`, tried first.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.prevent_all_groups import BY, DAMAGE, TO, scope
from arbiter.compiler.grammar.lexicon import lit
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.prevention_scope import PREVENT_DAMAGE_GROUPS
from arbiter.state.effects import EffectSpec


def _static(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    if not any(isinstance(x, tuple) for x in items):
        raise pp.ParseException("", 0, "a recipient or a source")
    part = P.RulesPart(PREVENT_DAMAGE_GROUPS, scope(items))
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (part,)),))


#: 615.1a: "Prevent all damage that would be dealt to you and creatures you control by
#: creatures."
PREVENTION_GROUPS_LINE = (DAMAGE + pp.Optional(TO) + pp.Optional(BY) + lit(".")
                          ).set_parse_action(_static)

__all__ = ["PREVENTION_GROUPS_LINE"]
