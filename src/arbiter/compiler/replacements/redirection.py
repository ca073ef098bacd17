"""Redirection to a permanent itself (614.9; `rules.redirection`, carried out by
`engine.replacement.redirection`):

    [As long as <condition>,] all [combat] damage that would be dealt to <you | you and other
        permanents you control> [by <unblocked creatures | objects>] is dealt to ~ instead.
                                                        (a static ability: Veteran Bodyguard)
    All damage that would be dealt to you is dealt to <enchanted | equipped> creature
        instead.                                        (Pariah, Pariah's Shield)
    All [combat] damage that would be dealt to you by <...> this turn is dealt to ~ instead.
                                                        (an ability's effect, 611.2a:
                                                        Kjeldoran Royal Guard)
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.redirection import REDIRECT_TO_SELF, Redirect, Unblocked
from arbiter.state.effects import END_OF_TURN, EffectSpec

_WHO = pp.MatchFirst([
    kw("you and other permanents you control").set_parse_action(lambda: "others"),
    kw("you").set_parse_action(lambda: "you"),
])
def _any_zone(sel: s.Selector) -> s.Selector:
    """609.7c: a static ability's "by artifacts" covers artifact permanents and artifact
    sources that aren't on the battlefield: the phrase's zone test is left out."""
    if isinstance(sel, s.And):
        parts = tuple(p for p in sel.parts if not isinstance(p, s.InZone))
        return parts[0] if len(parts) == 1 else s.And(parts)
    return sel


_BY = sup("by") + pp.MatchFirst([
    kw("unblocked creatures").set_parse_action(lambda: Unblocked()),
    NOUN.copy().add_parse_action(lambda t: _any_zone(t[0].selector())),
])


def _redirect(items: list[Any]) -> Redirect:
    by = next((x for x in items if isinstance(x, s.Selector)), None)
    return Redirect(others="others" in items, by=by, combat="combat" in items,
                    to_attached="attached" in items)


def _static(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    cond = next((x for x in items if not isinstance(x, str | s.Selector)), None)
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=REDIRECT_TO_SELF, detail=_redirect(items)),)),), condition=cond)


_BODY = (sup("all") + pp.Optional(kw("combat").set_parse_action(lambda: "combat"))
         + sup("damage that would be dealt to") + _WHO + pp.Optional(_BY))
_TAIL = sup("is dealt to") + kws("~").suppress() + sup("instead")
#: "... is dealt to enchanted | equipped creature instead." (Pariah, Pariah's Shield)
_TAIL_ATTACHED = sup("is dealt to") + kws("enchanted creature", "equipped creature"
                                          ).set_parse_action(lambda: "attached") + sup("instead")

#: 614.9: "As long as this creature is untapped, all damage that would be dealt to you by
#: unblocked creatures is dealt to this creature instead." (Veteran Bodyguard)
REDIRECTION_LINE = (pp.Optional(sup("as long as") + CONDITION + lit(",")) + _BODY
                    + (_TAIL | _TAIL_ATTACHED) + lit(".")).set_parse_action(_static)

#: 611.2a: "All combat damage that would be dealt to you by unblocked creatures this turn is
#: dealt to this creature instead." (Kjeldoran Royal Guard)
REDIRECT_THIS_TURN = (_BODY + sup("this turn") + _TAIL).set_parse_action(
    lambda t: [[I.CreateEffect(parts=(P.RulesPart(rule=REDIRECT_TO_SELF,
                                                  detail=_redirect(list(t))),),
                               affected=I.Ref.this(), duration=END_OF_TURN)]])

__all__ = ["REDIRECTION_LINE", "REDIRECT_THIS_TURN"]
