"""Static abilities that create continuous effects (604.1, 611.3, 613): the templates the layer
system serves, written as grammar.

    [As long as <condition>,] <objects> <predicates> [as long as <condition>].
    <this>'s power and toughness are each equal to <count>.          (604.3, a CDA)
    You control enchanted creature.                                    (613.1b)
    You have hexproof. / You have no maximum hand size.                (613.10, 402.2)
    Spells cost {1} more to cast.                                      (601.2f)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions import CONDITION
from arbiter.compiler.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.nouns import NOUN, Noun
from arbiter.compiler.predicates import COUNT, PREDICATES
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.effects import EffectSpec


def subject_selector(n: Noun) -> s.Selector:
    """"enchanted creature" / "equipped creature" is the object the source is attached to."""
    if any(p == s.ATTACHED or (isinstance(p, s.And) and s.ATTACHED in p.parts)
           for p in n.preds):
        return s.ATTACHED
    return n.selector()


SELF_SUBJECT = kw("~").set_parse_action(lambda: s.SELF)
SUBJECT = SELF_SUBJECT | NOUN.copy().add_parse_action(lambda t: subject_selector(t[0]))

_AS_LONG_AS = sup("as long as") + CONDITION
_SENTENCE = (
    pp.Optional((_AS_LONG_AS + lit(",")).set_parse_action(lambda t: ("cond", t[0])))
    + SUBJECT + PREDICATES
    + pp.Optional(_AS_LONG_AS.copy().set_parse_action(lambda t: ("cond", t[0])))
    + lit(".")
)


def _effect_sentence(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    cond = next((x[1] for x in items if isinstance(x, tuple) and x[0] == "cond"), None)
    subject = next(x for x in items if isinstance(x, s.Selector))
    parts = next(x for x in items if isinstance(x, list))
    return StaticAbility(text="", effects=(EffectSpec(subject, tuple(parts)),), condition=cond)


EFFECT_STATIC = _SENTENCE.copy().set_parse_action(_effect_sentence)


def _merge(t: pp.ParseResults) -> StaticAbility:
    """Several sentences of one ability ("... get +1/+1. ... have trample.") share it."""
    abilities = list(t)
    if len(abilities) == 1:
        return abilities[0]
    if len({a.condition for a in abilities}) != 1:
        raise pp.ParseException("", 0, "sentences with different conditions")
    effects = tuple(e for a in abilities for e in a.effects)
    return StaticAbility(text="", effects=effects, condition=abilities[0].condition)


_CDA = pp.MatchFirst([
    (sup("~'s power and toughness are each equal to") + COUNT + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(
            s.SELF, (P.DefinePT(t[0], t[0]),)),), cda=True)),
    (sup("~'s power is equal to") + COUNT + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(
            s.SELF, (P.DefinePT(t[0], None),)),), cda=True)),
    (sup("~'s toughness is equal to") + COUNT + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(
            s.SELF, (P.DefinePT(None, t[0]),)),), cda=True)),
])


def _rules(rule: str, detail: object = None) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(rule=rule,
                                                                           detail=detail),)),))


_COST_CHANGE = (sup("spells cost") + pp.Regex(r"\{(\d+)\}").set_parse_action(
    lambda t: int(t[0][1:-1])) + kws("more", "less") + sup("to cast") + lit(".")
).set_parse_action(lambda t: _rules("cost_increase", t[0] if t[1].lower() == "more"
                                    else -t[0]))
_PLAYER_RULES = pp.MatchFirst([
    (sup("you control") + NOUN + lit(".")).set_parse_action(
        lambda t: StaticAbility(text="", effects=(EffectSpec(subject_selector(t[0]),
                                                             (P.SetController(),)),))),
    (kw("you have hexproof") + lit(".")).set_parse_action(lambda: _rules("player_hexproof")),
    (kw("you have no maximum hand size") + lit(".")).set_parse_action(
        lambda: _rules("max_hand_size", ("set", None))),
    (sup("your maximum hand size is increased by") + NUMBER + lit(".")).set_parse_action(
        lambda t: _rules("max_hand_size", ("add", t[0]))),
    (sup("your maximum hand size is reduced by") + NUMBER + lit(".")).set_parse_action(
        lambda t: _rules("max_hand_size", ("add", -t[0]))),
    _COST_CHANGE,
])

#: A whole static-ability line.
STATIC_LINE = (_CDA | _PLAYER_RULES | pp.OneOrMore(EFFECT_STATIC).set_parse_action(_merge)
               ) + pp.StringEnd()
