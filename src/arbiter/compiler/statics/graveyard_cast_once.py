"""601.3: "Once during each of your turns, you may cast <a kind of> spell from your graveyard."
(Karador, Ghost Chieftain; Gisa and Geralf; Danitha, New Benalia's Light), "Once each turn,
..." (any turn), and "... from the top of your library." (Johann, Apprentice Sorcerer, 401.1):
a rules effect for the controller (`engine.casting.graveyard_permissions`).
The kind is card types and subtypes ("a creature spell", "a Zombie creature spell", "an Aura
or Equipment spell"); a kind with a mana value or power ("with mana value 2 or less": a
choice made while casting, X, changes it) stays unread, as does any further sentence ("If a
spell cast this way would be put into your graveyard, ...")."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import CARD_TYPE, SUBTYPE, kw, kws, lit, sup
from arbiter.engine.casting.graveyard_permissions import RULE, GraveyardCast
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.state.effects import EffectSpec

_WORD = pp.MatchFirst([
    CARD_TYPE.copy().add_parse_action(lambda t: [(s.IsType(t[0]), t[0].lower())]),
    SUBTYPE.copy().add_parse_action(lambda t: [(s.IsSubtype(t[0]), t[0])]),
])


def _kind(t: pp.ParseResults) -> tuple:
    items = list(t)
    if len(items) == 1:
        return items[0]
    if len(items) == 3 and items[1] == "or":  # "an Aura or Equipment spell"
        return (s.Or((items[0][0], items[2][0])), f"{items[0][1]} or {items[2][1]}")
    if len(items) == 2:  # "a Zombie creature spell"
        return (s.And((items[0][0], items[1][0])), f"{items[0][1]} {items[1][1]}")
    raise pp.ParseException("", 0, "not a kind of spell")


_KIND = (_WORD + pp.Optional(kw("or") + _WORD | _WORD)).set_parse_action(
    lambda t: [_kind(t)])


def _static(t: pp.ParseResults) -> StaticAbility:
    your_turns, (what, words), zone = t[0], t[1], t[2]
    detail = GraveyardCast(what, your_turns == "your", f"a {words} spell", zone)
    return StaticAbility(text="", effects=(EffectSpec(s.SELF, (P.RulesPart(RULE, detail),)),))


GRAVEYARD_CAST_ONCE_LINE = (
    pp.MatchFirst([kw("once during each of your turns").set_parse_action(lambda: "your"),
                   kw("once each turn").set_parse_action(lambda: "each")])
    + lit(",") + sup("you may cast") + kws("a", "an").suppress() + _KIND
    + sup("spell from") + pp.MatchFirst([
        kw("your graveyard").set_parse_action(lambda: "graveyard"),
        kw("the top of your library").set_parse_action(lambda: "library")])
    + lit(".") + pp.StringEnd()
).set_parse_action(_static).set_name("once each turn, cast from your graveyard")

__all__ = ["GRAVEYARD_CAST_ONCE_LINE"]
