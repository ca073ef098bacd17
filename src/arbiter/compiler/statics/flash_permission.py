"""702.8a / 601.3b: a static ability letting its controller (or every player) cast spells "as
though they had flash":

    You may cast spells as though they had flash.            (Leyline of Anticipation)
    You may cast sorcery spells as though they had flash.    (Hypersonic Dragon)
    You may cast Spirit spells as though they had flash.     (Rattlechains)
    You may cast colorless spells and artifact spells as though they had flash.  (Liberator)
    You may cast green creature spells as though they had flash.   (Yeva, Nature's Herald)
    Any player may cast creature and enchantment spells as though they had flash.
    As long as Kianne's power is even, you may cast noncreature spells as though they had flash.
    During each opponent's end step, you may cast spells as though they had flash.
                                                             (Final-Word Phantom, 513.1)

A rules effect "cast_as_though_flash" for the controller (`EachPlayer` for "any player"), with
the qualities the spell must have as it would be cast (`engine.casting.flash_permission`),
while the ability functions (on the battlefield) [and its condition holds]. The qualities are
an object phrase naming spells (`compiler.grammar.nouns`); one with anything the spell can't
be judged by as it is proposed ("spells with enchant creature", "of the chosen type") isn't
read."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION, whole_condition
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.casting.flash_permission import RULE
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.flash_for_all import EachPlayer
from arbiter.rules.step_windows import DuringSteps
from arbiter.state.effects import EffectSpec


def _spells(noun: Noun) -> s.Selector | None:
    """The qualities of "<qualities> spells" (None: every spell)."""
    if noun.kind != "spell" or noun.zones != ("stack",) or noun.other:
        raise pp.ParseException("", 0, "not a phrase naming spells")
    preds = [p for p in noun.preds if not (isinstance(p, s.And) and not p.parts)]
    if not preds:
        return None
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _static(t: pp.ParseResults) -> StaticAbility:
    cond, who, noun = (t[0], t[1], t[2]) if len(t) == 3 else (None, t[0], t[1])
    what = _spells(noun)
    detail = EachPlayer(what) if who == "any" else what
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(RULE, detail),)),),
                         condition=cond)


_WHO = pp.MatchFirst([kw("you may cast").set_parse_action(lambda: "you"),
                      kw("any player may cast").set_parse_action(lambda: "any")])

#: 513.1, 102.2: "During each opponent's end step," (the permanent's controller's opponents)
_DURING = DURING_TURNS | kw("during each opponent's end step").set_parse_action(
    lambda: DuringSteps(("end",), "opponents"))

#: "[As long as <condition>,] you|any player may cast <spells> as though they had flash."
STATIC_FLASH_PERMISSION_LINE = (
    pp.Optional(((sup("as long as") + STATIC_CONDITION.copy().add_parse_action(
        whole_condition)) | _DURING) + lit(",").suppress())
    + _WHO + NOUN + kw("as though they had flash").suppress() + lit(".")
).set_parse_action(_static)

__all__ = ["STATIC_FLASH_PERMISSION_LINE"]
