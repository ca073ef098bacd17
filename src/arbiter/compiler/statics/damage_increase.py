"""614.1a: static abilities that make a source deal more damage instead, as grammar:

    [As long as <condition>, i]f <source> would deal [combat | noncombat] damage
        [to <recipients>], <it | that source> deals <double | triple> that damage
        [to <the same>] instead.
    If <source> would deal [combat | noncombat] damage [to <recipients>],
        <it | that source> deals that much damage plus N [to <the same>] instead.

    source := a source [you control | an opponent controls] | another source you control
            | a <color> source [you control] | another <color> source you control
            | ~ | equipped creature | enchanted creature
            | a <permanent> (Gratuitous Violence's "a creature you control") | a <spell>
    recipients := a permanent or player | a player | an opponent | you
            | (an opponent | you) or <a permanent> | <a permanent> | ~ | equipped creature

(Dictate of the Twin Gods, Fiery Emancipation, City on Fire, Torbran, Twinflame Tyrant,
Charging Tuskodon, Fiendish Duo, Goldnight Castigator; Anthem of Rakdos's "As long as you have
no cards in hand, if ...", 611.3b: the effect exists only while the condition holds.) A
rules part on the permanent with the ability (613.11), read by
`engine.replacement.damage_increase` as damage would be dealt.
Sources named by other words ("another creature", "a Giant source", "a red or artifact
source"), amounts other than a number ("plus X"), "minus", "half" and durations stay unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import STATIC_CONDITION, About, ItIs
from arbiter.compiler.grammar.lexicon import COLOR_WORD, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.damage_sources import QUALITY_SOURCE, QUALITY_SOURCES
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.damage_increase import HALF_DOWN, RULE, DamageIncrease
from arbiter.state.effects import EffectSpec
from arbiter.vocab import Color

_YOURS = s.ControlledByYou()
_OPPONENTS = s.ControlledByOpponent()


def _and(*preds: s.Selector) -> s.Selector:
    return preds[0] if len(preds) == 1 else s.And(preds)


_WHOSE = pp.Optional(kws("you control", "an opponent controls"))


def _source(t: pp.ParseResults) -> list[object]:
    """109.2: a "source" is an object in any zone (a spell, a permanent, a card)."""
    color = next((w for w in t if isinstance(w, Color)), None)
    words = " ".join(w.lower() for w in t if not isinstance(w, Color)).split()
    preds: list[s.Selector] = []
    if words[0] == "another":
        preds.append(s.OTHER)
    if color is not None:
        preds.append(s.HasColor(color))
    owner = " ".join(words[2:])
    if owner == "you control":
        preds.append(_YOURS)
    elif owner == "an opponent controls":
        preds.append(_OPPONENTS)
    return [("by", _and(*preds) if preds else s.Anything())]


def _noun_source(t: pp.ParseResults) -> list[object]:
    n: Noun = t[0]
    if n.plural or n.other or (n.kind, n.zones) not in (
            ("permanent", ("battlefield",)), ("spell", ("stack",))):
        raise pp.ParseException("", 0, "not one permanent or spell")
    if any(_mixed_or(p) for p in n.preds):
        raise pp.ParseException("", 0, "a descriptor before a list of types")
    return [("by", n.selector())]


def _mixed_or(sel: s.Selector) -> bool:
    """"a red instant or sorcery spell": the color describes both types (the object phrase
    gives it to the first alone), so such a list stays unread; a list of types or subtypes
    alone ("a Lizard, Mouse, Otter, or Raccoon") is read."""
    if isinstance(sel, s.Or):
        return not all(isinstance(p, (s.IsType, s.IsSubtype)) for p in sel.parts)
    if isinstance(sel, (s.And, s.Not)):
        inner = sel.parts if isinstance(sel, s.And) else (sel.inner,)
        return any(_mixed_or(p) for p in inner)
    return False


_SOURCE = pp.MatchFirst([
    (kw("a") + pp.Optional(COLOR_WORD) + kw("source") + _WHOSE).set_parse_action(_source),
    (kw("another") + pp.Optional(COLOR_WORD) + kw("source") + kws("you control")
     ).set_parse_action(_source),
    kw("~").set_parse_action(lambda: [("by", s.SELF)]),
    kws("equipped creature", "enchanted creature").set_parse_action(
        lambda: [("by", s.ATTACHED)]),
    QUALITY_SOURCE.copy().add_parse_action(lambda t: [("by", t[0])]),  # Mechanized Warfare
    (pp.Optional(kws("a", "an")).suppress() + NOUN.copy()).set_parse_action(_noun_source),
])


def _permanent(t: pp.ParseResults) -> s.Selector:
    n: Noun = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",) or n.plural or n.other:
        raise pp.ParseException("", 0, "not a permanent")
    return n.selector()


_PERMANENT = (pp.Optional(kws("a", "an")).suppress()
              + NOUN.copy().add_parse_action(_permanent))
_PLAYER = pp.MatchFirst([
    kw("an opponent").set_parse_action(lambda: "opponents"),
    kw("a player").set_parse_action(lambda: "each"),
    kw("you").set_parse_action(lambda: "you"),
])
#: (players, permanents, what a restatement may say)
_TO = pp.MatchFirst([
    kws("a permanent or player", "a player or permanent").set_parse_action(
        lambda: [("each", s.PERMANENT, "both")]),
    (_PLAYER + sup("or") + _PERMANENT).set_parse_action(lambda t: [(t[0], t[1], "both")]),
    _PLAYER.copy().add_parse_action(lambda t: [(t[0], None, t[0])]),
    kw("~").set_parse_action(lambda: [(None, s.SELF, "~")]),
    kws("equipped creature", "enchanted creature").set_parse_action(
        lambda t: [(None, s.ATTACHED, " ".join(t).lower())]),
    _PERMANENT.copy().add_parse_action(lambda t: [(None, t[0], "permanent")]),
])
#: The recipient said again after the amount, which must be the one named before.
_AGAIN = pp.MatchFirst([
    kws("that permanent or player", "that player or permanent").set_parse_action(
        lambda: "both"),
    kw("that player").set_parse_action(lambda: "player"),
    kws("that permanent", "that creature").set_parse_action(lambda: "permanent"),
    kw("you").set_parse_action(lambda: "you"),
    kw("~").set_parse_action(lambda: "~"),
    kws("equipped creature", "enchanted creature").set_parse_action(
        lambda t: " ".join(t).lower()),
])
_SAME = {"both": {"both"}, "player": {"opponents", "each"}, "permanent": {"permanent"},
         "you": {"you"}, "~": {"~"}, "equipped creature": {"equipped creature"},
         "enchanted creature": {"enchanted creature"}}
_COMBAT_WORD = (kw("combat").set_parse_action(lambda: True)
                | kw("noncombat").set_parse_action(lambda: False))
_AMOUNT = pp.MatchFirst([
    kw("double that damage").set_parse_action(lambda: [("times", 2)]),
    kw("triple that damage").set_parse_action(lambda: [("times", 3)]),
    (sup("that much damage plus") + NUMBER).set_parse_action(lambda t: [("plus", t[0])]),
    (sup("that much damage minus") + NUMBER).set_parse_action(lambda t: [("minus", t[0])]),
    (sup("half that damage") + lit(",") + sup("rounded down") + lit(",")).set_parse_action(
        lambda: [(HALF_DOWN, 2)]),
])


def _build(t: pp.ParseResults) -> StaticAbility:
    parts = dict(list(t))
    to = parts.get("to")
    again = parts.get("again")
    if again is not None and (to is None or to[2] not in _SAME[again]):
        raise pp.ParseException("", 0, "the recipient said again is another")
    op, n = parts["amount"]
    detail = DamageIncrease(op=op, n=n, by=parts["by"], combat=parts.get("combat"),
                            players=None if to is None else to[0],
                            to=None if to is None else to[1], any_recipient=to is None)
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(
        rule=RULE, detail=detail),)),), condition=parts.get("condition"))


def _plain(t: pp.ParseResults) -> bool:
    return not isinstance(t[0], About | ItIs)  # a condition about "it": not read here


def _tag(name: str, e: pp.ParserElement) -> pp.ParserElement:
    return e.copy().add_parse_action(lambda t: [(name, t[0])])


#: 614.1a: "If a source would deal damage to a permanent or player, it deals double that
#: damage to that permanent or player instead."
DAMAGE_INCREASE_LINE = (
    pp.Optional(sup("as long as") + _tag("condition", STATIC_CONDITION.copy().add_condition(
        _plain)) + lit(","))
    + sup("if") + _SOURCE + sup("would deal") + pp.Optional(_tag("combat", _COMBAT_WORD))
    + sup("damage") + pp.Optional(sup("to") + _tag("to", _TO)) + lit(",")
    + (sup("it deals") | sup("that source deals")) + _tag("amount", _AMOUNT)
    + pp.Optional(sup("to") + _tag("again", _AGAIN)) + sup("instead") + lit(".")
    + pp.StringEnd()
).set_parse_action(_build)



def _plural_permanents(t: pp.ParseResults) -> s.Selector:
    n: Noun = t[0]
    if n.kind != "permanent" or n.zones != ("battlefield",) or not n.plural or n.other:
        raise pp.ParseException("", 0, "not a group of permanents")
    return n.selector()


#: "~", "equipped creature", "creature sources you control", "creatures you control with
#: counters on them": each object that deals damage (a permanent, 109.2).
_DOUBLED = pp.MatchFirst([
    kw("~").set_parse_action(lambda: s.SELF),
    kws("equipped creature", "enchanted creature").set_parse_action(lambda: s.ATTACHED),
    QUALITY_SOURCES,
    NOUN.copy().add_parse_action(_plural_permanents),
])
#: 614.1a: "Double all damage <source> would deal." / "Double all damage that <sources>
#: would deal." (Absorbing Man and Titania, Wolverine): the same as "If <source> would deal
#: damage, it deals double that damage instead", to any recipient.
DOUBLE_ALL_DAMAGE_LINE = (
    sup("double all damage") + pp.Optional(sup("that")) + _DOUBLED + sup("would deal")
    + lit(".") + pp.StringEnd()
).set_parse_action(lambda t: StaticAbility(text="", effects=(EffectSpec(s.SELF, (
    P.RulesPart(rule=RULE, detail=DamageIncrease(op="times", n=2, by=t[0],
                                                 any_recipient=True)),)),)))

__all__ = ["DAMAGE_INCREASE_LINE", "DOUBLE_ALL_DAMAGE_LINE"]
