"""603.2d: static abilities that make triggered abilities trigger additional times:

    If <a permanent | an artifact or creature | a Wizard you control ...> entering [the
        battlefield] causes a triggered ability of a permanent you control to trigger, that
        ability triggers an additional time.                         (Panharmonicon, Yarok)
    If a creature dying causes a triggered ability of a permanent you control to trigger,
        that ability triggers an additional time.                     (Teysa Karlov)
    If a triggered ability of <permanents you control> triggers, that ability | it triggers
        an additional time.                                          (Katara, Harmonic Prodigy)

Each is a rules part on the permanent with the ability (613.11), read by
`engine.triggers.additional_times` as an ability triggers. Other causes ("a creature
attacking", "a player drawing a card", "casting or copying an instant or sorcery spell")
stay unread: which triggers they cause ("whenever you attack") isn't settled here.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import parts as P
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.additional_triggers import RULE, AdditionalTriggers
from arbiter.rules.selectors import SELF
from arbiter.state.effects import EffectSpec


def _permanents(t: pp.ParseResults) -> Noun:
    n: Noun = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",) or n.plural:
        raise pp.ParseException("", 0, "not a permanent")
    return n


_PERMANENT = pp.Optional(kws("a", "an")).suppress() + NOUN.copy().add_parse_action(_permanents)
_CAUSE = pp.MatchFirst([
    # 603.6a: an enters-the-battlefield event of a permanent the phrase describes
    (_PERMANENT + kw("entering") + pp.Optional(kw("the battlefield"))).set_parse_action(
        lambda t: [("enters", t[0].selector())]),
    # 700.4: "dies" is put into a graveyard from the battlefield, of a creature
    kw("a creature dying").set_parse_action(lambda: [("dies", None)]),
])
_ADDITIONAL = (lit(",") + kws("that ability", "it").suppress()
               + sup("triggers an additional time") + lit("."))


def _ability(detail: AdditionalTriggers) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(SELF, (P.RulesPart(
        rule=RULE, detail=detail),)),))


#: "If <cause> causes a triggered ability of a permanent you control to trigger, that ability
#: triggers an additional time."
CAUSED_LINE = (sup("if") + _CAUSE + sup("causes a triggered ability of a permanent you "
                                        "control to trigger") + _ADDITIONAL
               ).set_parse_action(lambda t: _ability(AdditionalTriggers(
                   cause=t[0][0], cause_selector=t[0][1])))
#: "If a triggered ability of <a permanent phrase> triggers, that ability triggers an
#: additional time."
OF_LINE = (sup("if a triggered ability of") + _PERMANENT + sup("triggers") + _ADDITIONAL
           ).set_parse_action(lambda t: _ability(AdditionalTriggers(
               source_selector=t[0].selector())))

ADDITIONAL_TRIGGERS_LINE = CAUSED_LINE | OF_LINE

__all__ = ["ADDITIONAL_TRIGGERS_LINE"]
