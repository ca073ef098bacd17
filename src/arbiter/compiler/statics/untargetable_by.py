"""Static abilities that keep objects from being targeted by some spells and abilities
(115.1, 601.2c, 602.2b, 603.3d):

    <objects> can't be the target of spells or abilities your opponents control.
                                                           (Canopy Cover, Shielding Plax)
    ~ can't be the target of <red> spells or abilities from <red> sources.  (Suq'Ata Firewalker)
    ~ can't be the target of nongreen spells or abilities from nongreen sources.  (Gaea's Revenge)
    ~ can't be the target of nongreen spells your opponents control or abilities from nongreen
        sources your opponents control.                     (Thrun, Breaker of Silence)

A spell of a color is a source of that color (609.7a: the source of an ability is the object
it came from; a spell is its own), so each of these is judged on the object the spell or
ability targeting it comes from, spell or ability alike: `engine.stack.targeting` reads the
rules part (`rules.untargetable_by`). Qualities that tell spells from abilities ("Aura
spells", "abilities your opponents control" alone, "blue or black spells") stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import COLOR_WORD, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart
from arbiter.rules.untargetable_by import RULE, UntargetableBy
from arbiter.state.effects import EffectSpec

_NON = pp.Regex(r"(?i)non(white|blue|black|red|green)\b").set_parse_action(
    lambda t: s.Not(s.HasColor(COLOR_WORD.parse_string(t[0][3:])[0])))
_COLOR = COLOR_WORD.copy().add_parse_action(lambda t: s.HasColor(t[0]))
_QUALITY = _NON | _COLOR
_OPP = kw("your opponents control").set_parse_action(lambda: "opponents")


def _same(t: pp.ParseResults) -> UntargetableBy:
    items = list(t)
    opponents = "opponents" in items
    sels = [x for x in items if isinstance(x, s.Selector)]
    if len(sels) == 2 and sels[0] != sels[1]:
        raise pp.ParseException("", 0, "two qualities")
    if opponents and items.count("opponents") != 2 and len(sels) == 2:
        raise pp.ParseException("", 0, "opponents of one half only")
    return UntargetableBy(sources=sels[0] if sels else None, opponents=opponents)


_BY = pp.MatchFirst([
    kw("spells or abilities your opponents control").set_parse_action(
        lambda: UntargetableBy(opponents=True)),
    # "<q> spells [your opponents control] or abilities from <q> sources [your opponents
    # control]": the same quality of both halves
    (_QUALITY + sup("spells") + pp.Optional(_OPP) + sup("or abilities from") + _QUALITY
     + sup("sources") + pp.Optional(_OPP)).set_parse_action(_same),
    (_QUALITY + sup("spells or abilities from") + _QUALITY + sup("sources")
     ).set_parse_action(_same),
])
_SUBJECT = pp.MatchFirst([
    kw("~").set_parse_action(lambda: s.SELF),
    NOUN.copy().add_parse_action(lambda t: _permanents(t[0])),
])


def _permanents(n: Noun) -> s.Selector:
    if n.kind != "permanent" or n.zones != ("battlefield",):
        raise pp.ParseException("", 0, "not permanents")
    return n.selector()


#: 115.1: "<objects> can't be the target[s] of <spells and abilities>."
UNTARGETABLE_BY_LINE = (_SUBJECT + kws("can't be the target of", "can't be the targets of"
                                       ).suppress() + _BY + lit(".")).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(t[0], (RulesPart(RULE, t[1]),)),)))

__all__ = ["UNTARGETABLE_BY_LINE"]
