"""Restrictions on attacking and blocking unless a condition is met (508.1c, 509.1b):

    This creature can't attack unless defending player controls an Island.
                                   (`engine.combat.defender_restrictions`: per defender)
    This creature can't attack if defending player controls an untapped land.   (the same)
    This creature can't attack unless you control more lands than defending player. (the same)
    This creature can't attack unless defending player is the monarch.  (the same, 724.1)
    This creature can't attack unless defending player has seven or more cards in their
    graveyard.                                                          (the same)
    This creature can't attack unless at least two other creatures attack.
    This creature can't attack unless a black or green creature also attacks.
    This creature can't block unless a creature with greater power also blocks.
                                   (`engine.combat.declared_together`: the declaration)
    This creature can't block unless you control more lands than attacking player.
                                   (`rules.combat_comparisons`: the active player, 506.2)
    This creature can't attack unless you control a Knight or a Soldier.
    This creature can't block unless you control another Zombie.
    Kefnet can't attack or block unless you have seven or more cards in hand.
    This creature can't attack or block unless it has five or more +1/+1 counters on it.

A condition that doesn't depend on the declaration (only on the game as attackers or
blockers are declared) makes the restriction the rules effect "can't attack" ("can't
block") while the condition doesn't hold (611.3b).
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.statics import SUBJECT
from arbiter.engine.combat.declared_together import ATTACKS_WITH_OTHERS, BLOCKS_WITH_OTHERS
from arbiter.engine.combat.defender_restrictions import (
    CANT_ATTACK_IF_DEFENDER_CONTROLS,
    CANT_ATTACK_UNLESS_DEFENDER_CONTROLS,
    CANT_ATTACK_UNLESS_DEFENDER_IS,
    CANT_ATTACK_UNLESS_MORE_THAN_DEFENDER,
)
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.combat_comparisons import ControlsMoreThanAttackingPlayer
from arbiter.rules.parts import RulesPart
from arbiter.rules.source_stat_selectors import StatVsSource
from arbiter.rules.static_conditions import Negation
from arbiter.state.effects import EffectSpec


def _defender_controls(t: pp.ParseResults) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(t[0], (RulesPart(
        rule=CANT_ATTACK_UNLESS_DEFENDER_CONTROLS, detail=t[1].selector()),)),))


def _defender_controls_none(t: pp.ParseResults) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(t[0], (RulesPart(
        rule=CANT_ATTACK_IF_DEFENDER_CONTROLS, detail=t[1].selector()),)),))


def _permanents(n: object) -> s.Selector:
    if getattr(n, "kind", None) != "permanent" or getattr(n, "other", False):
        raise pp.ParseException("", 0, "not permanents on the battlefield")
    return n.selector()  # type: ignore[attr-defined]


def _more_than_defender(t: pp.ParseResults) -> StaticAbility:
    if t[0] != s.SELF:
        raise pp.ParseException("", 0, "a restriction on ~")
    return StaticAbility(text="", effects=(EffectSpec(t[0], (RulesPart(
        rule=CANT_ATTACK_UNLESS_MORE_THAN_DEFENDER, detail=_permanents(t[1])),)),))


def _more_than_attacker(t: pp.ParseResults) -> StaticAbility:
    if t[0] != s.SELF:
        raise pp.ParseException("", 0, "a restriction on ~")
    return StaticAbility(text="", effects=(EffectSpec(t[0], (RulesPart(rule="cant_block"),)),),
                         condition=Negation(ControlsMoreThanAttackingPlayer(_permanents(t[1]))))


#: The defending player's qualities, as the same words about "you" (`ForDefendingPlayer`'s
#: way): "is the monarch", "controls an enchantment or an enchanted permanent", "has seven or
#: more cards in their graveyard".
_AS_YOU = ((re.compile(r"is (the monarch)"), r"you are \1"),
           (re.compile(r"controls (.+)"), r"you control \1"),
           (re.compile(r"has (\w+ or more) cards in their graveyard"),
            r"there are \1 cards in your graveyard"))
_OTHER_REFERENCES = re.compile(r"\b(you|your|it|its|they|them|that player|~|this)\b")


def _defender_is(s_: str, loc: int, t: pp.ParseResults) -> StaticAbility:
    from arbiter.compiler.conditions.conditions import CONDITION
    from arbiter.compiler.conditions.static import GAME_CONDITION

    subject, rest = t[0], " ".join(str(t[1]).lower().split())
    if subject != s.SELF or _OTHER_REFERENCES.search(rest):
        raise pp.ParseException(s_, loc, "a restriction on ~ about the defending player only")
    for pattern, about_you in _AS_YOU:
        if pattern.fullmatch(rest):
            text = pattern.sub(about_you, rest)
            break
    else:
        raise pp.ParseException(s_, loc, "a quality of the defending player not read")
    try:
        cond = (CONDITION | GAME_CONDITION).parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException as e:
        raise pp.ParseException(s_, loc, f"condition not read: {e}") from None
    return StaticAbility(text="", effects=(EffectSpec(subject, (RulesPart(
        rule=CANT_ATTACK_UNLESS_DEFENDER_IS, detail=cond),)),))


def _together(rule: str):  # type: ignore[no-untyped-def]
    def build(t: pp.ParseResults) -> StaticAbility:
        subject, n, others = t[0], t[1], t[2]
        if subject != s.SELF:
            raise pp.ParseException("", 0, "a restriction on ~")
        selector = others if isinstance(others, s.Selector) else _permanents(others)
        return StaticAbility(text="", effects=(EffectSpec(subject, (RulesPart(
            rule=rule, detail=(selector, n)),)),))
    return build


#: "a creature with greater power" (than ~'s, 208.1)
_GREATER = kw("creature with greater power").set_parse_action(lambda: s.And((
    s.InZone(("battlefield",)), s.IsType("Creature"), StatVsSource("power", ">", "power"))))


def _others(verb: str, verbs: str) -> pp.ParserElement:
    """"at least two other creatures attack" / "a black or green creature also attacks"."""
    return pp.MatchFirst([
        sup("at least") + NUMBER + sup("other") + NOUN + sup(verb),
        kws("a", "an").set_parse_action(lambda: 1) + (_GREATER | NOUN) + sup("also " + verbs),
    ])


def _unless(t: pp.ParseResults) -> StaticAbility:
    subject, verb, cond = t[0], " ".join(str(t[1]).lower().split()), t[2]
    if not isinstance(subject, s.Selector):
        raise pp.ParseException("", 0, "a condition about \"it\"")
    if isinstance(cond, ItIs):
        if subject != s.SELF:
            raise pp.ParseException("", 0, "a condition about \"it\"")
        cond = cond.resolve(subject)[0]  # "unless it has five or more +1/+1 counters on it"
    if isinstance(cond, About):
        cond = cond.condition
    rules = {"block": ("cant_block",), "attack": ("cant_attack",),
             "attack or block": ("cant_attack", "cant_block")}[verb]
    return StaticAbility(text="", effects=(EffectSpec(subject, tuple(
        RulesPart(rule=rule) for rule in rules)),), condition=Negation(cond))


_END = lit(".") + pp.StringEnd()
_VERB = sup("can't") + kws("attack or block", "attack", "block").add_parse_action(
    lambda t: " ".join(t))
ATTACK_UNLESS_LINE = pp.MatchFirst([
    # 508.1c: checked for each player, planeswalker or battle the creature could attack.
    (SUBJECT + sup("can't attack unless defending player controls") + kws("a", "an").suppress()
     + NOUN + _END
     ).set_parse_action(_defender_controls),
    # 508.1c: the reverse, "can't attack if defending player controls <a permanent>".
    (SUBJECT + sup("can't attack if defending player controls") + kws("a", "an").suppress()
     + NOUN + _END
     ).set_parse_action(_defender_controls_none),
    # 508.1c: per defending player (506.2), a quality of that player
    (SUBJECT + sup("can't attack unless defending player") + pp.Regex(r"[^.]+") + _END
     ).set_parse_action(_defender_is),
    # 508.1c, 108.4: per defending player (506.2), "unless you control more lands than
    # defending player"; 509.1b: "than attacking player", the active player (506.2).
    (SUBJECT + sup("can't attack unless you control more") + NOUN + sup("than defending player")
     + _END).set_parse_action(_more_than_defender),
    (SUBJECT + sup("can't block unless you control more") + NOUN + sup("than attacking player")
     + _END).set_parse_action(_more_than_attacker),
    # 508.1c / 509.1b: the other creatures declared with it
    (SUBJECT + sup("can't attack unless") + _others("attack", "attacks") + _END
     ).set_parse_action(_together(ATTACKS_WITH_OTHERS)),
    (SUBJECT + sup("can't block unless") + _others("block", "blocks") + _END
     ).set_parse_action(_together(BLOCKS_WITH_OTHERS)),
    # 508.1c / 509.1b with 611.3b: "can't attack unless <condition>".
    (SUBJECT + _VERB + sup("unless") + STATIC_CONDITION + _END).set_parse_action(_unless),
]).set_name("can't attack unless")

__all__ = ["ATTACK_UNLESS_LINE"]
