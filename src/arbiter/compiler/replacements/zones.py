"""Replacement effects on dying (614.1a, 614.6, 700.4: "dies" means "is put into a graveyard
from the battlefield"), as a static line and as a sentence of a resolving spell:

    If <objects> would die, exile it instead.           (a static ability: Gisa, Liesa;
                                                         "If this creature would die, ...")
    If that creature would die this turn, exile it instead.   (Burn the Accursed: a
                                                         replacement effect created by the
                                                         resolving spell, until end of turn)
    If it would leave the battlefield, exile it instead of putting it anywhere else.
                                                        (Whip of Erebos, Gruesome Encore: a
                                                         replacement effect of the resolving
                                                         ability on the permanent it put
                                                         onto the battlefield)

DIES_EXILE_LINE applies to every object of one event as the game was before it: the engine
decides the zone-change replacements of an action's simultaneous events on the
characteristics as the action began (`Game._replace_zone_change`, 614.1a / 616.1), so Gisa
dying with the creature she blocked still exiles it.

Both are the engine's zone-change replacement (`Game._replace_zone_change`): a rules part
"replace_zone_change" with detail (from, to, instead[, "linked"]). 614.14 / 607.2a: a card a
static ability's replacement exiles would be linked to the source's ability that refers to
cards "exiled with" it; no such ability is read yet ("exiled with Gisa" stays unread), so the
"linked" mark changes nothing today.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.keywords.unearth import EXILE_INSTEAD_OF_LEAVING
from arbiter.engine.zones.graveyard_replacement import RULE as GRAVEYARD_RULE
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.rules.selectors import SELF
from arbiter.state.effects import END_OF_TURN, EffectSpec

RULE = "replace_zone_change"
#: 700.4: from the battlefield to a graveyard; exiled instead.
DIES_EXILED = ("battlefield", "graveyard", "exile")
_EXILE_INSTEAD = lit(",") + sup("exile it instead") + lit(".")


def _static(t: pp.ParseResults) -> StaticAbility:
    what, where = t[0], t[1]
    detail = ("battlefield", "graveyard", *where)
    if isinstance(what, Noun):
        if what.kind != "permanent" or what.zones != ("battlefield",):
            raise pp.ParseException("", 0, "'would die' of something not a permanent")
        affected = what.selector()
        if where[0] == "exile":
            detail = (*DIES_EXILED, "linked", *where[1:])
    else:
        affected = SELF
    return StaticAbility(text="", effects=(EffectSpec(affected, (RulesPart(RULE, detail),)),))


_SELF = kws("~", "this creature").set_parse_action(lambda: "self")
#: Where it goes instead (the zone, and where in a library: `engine.zones.zone_replacement`;
#: a card goes to its owner's hand or library, 400.3; a token there ceases to exist, 111.7).
def _and_then(t: pp.ParseResults) -> list[tuple[str, tuple[str, tuple[Any, ...]]]]:
    """614.1a: "instead exile <it | that card> and <effect>": the effect is part of what
    happens instead, carried out for the replacement's controller (`engine.zones.
    zone_replacement`; read by `compiler.replacements.instead_clause`)."""
    from arbiter.compiler.replacements.instead_clause import clause_instructions

    return [("exile", ("then", clause_instructions(t[0])))]


_INSTEAD = pp.MatchFirst([
    (sup("instead exile") + kws("it", "that card").suppress() + sup("and")
     + pp.Regex(r"[^.]+(?=\.$)")).set_parse_action(_and_then),
    kw("exile it instead").set_parse_action(lambda: [("exile",)]),
    kw("return it to its owner's hand instead").set_parse_action(lambda: [("hand",)]),
    kw("put it on top of its owner's library instead").set_parse_action(
        lambda: [("library", "top")]),
    kw("put it on the bottom of its owner's library instead").set_parse_action(
        lambda: [("library",)]),
])
#: 614.1a: "If a creature an opponent controls would die, exile it instead." / "If a permanent
#: would be put into a graveyard, exile it instead." (700.4: a permanent is on the
#: battlefield, so that is its dying: Samurai of the Pale Curtain) / "If this
#: creature would die, <exile it | return it to its owner's hand | put it on top of | on the
#: bottom of its owner's library> instead." / "If a nontoken creature an opponent controls
#: would die, instead exile that card and create a 2/2 black Zombie creature token."
DIES_EXILE_LINE = (sup("if") + (_SELF | (pp.Optional(kws("a", "an")).suppress() + NOUN))
                   + (sup("would die") | sup("would be put into a graveyard")) + lit(",")
                   + _INSTEAD + lit(".")).set_parse_action(_static)

#: 614.1a / 611.2a: "If that creature would die this turn, exile it instead." — an effect of
#: the resolving spell on the object named before, until end of turn.
DIES_EXILE_SENTENCE = (sup("if") + PRONOUN + sup("would die this turn") + _EXILE_INSTEAD
                       ).set_parse_action(lambda t: [("plain", [I.CreateEffect(
                           parts=(RulesPart(RULE, DIES_EXILED),), affected=t[0],
                           duration=END_OF_TURN)])])

#: 614.1a / 614.6 / 611.2c: "If it | that creature would leave the battlefield, exile it
#: instead of putting it anywhere else." — an effect of the resolving spell or ability on the
#: object named before (a graveyard, a hand, a library or the command zone: exile instead,
#: as unearth's, 702.84a); it ends with that object (400.7).
LEAVES_EXILE_SENTENCE = (sup("if") + PRONOUN + sup("would leave the battlefield") + lit(",")
                         + sup("exile it instead of putting it anywhere else") + lit(".")
                         ).set_parse_action(lambda t: [("plain", [I.CreateEffect(
                             parts=EXILE_INSTEAD_OF_LEAVING, affected=t[0])])])

_GRAVEYARD_OF = pp.MatchFirst([
    kw("a graveyard").set_parse_action(lambda: "any"),
    kw("an opponent's graveyard").set_parse_action(lambda: "opponent"),
    kw("your graveyard").set_parse_action(lambda: "you"),
])
_CARD_TYPE = kws("artifact", "creature", "enchantment", "instant", "land", "planeswalker",
                 "sorcery", "battle").set_parse_action(lambda t: t[0].capitalize())
#: "a card [or token]" / "an instant or sorcery card" (either card type, 205.2a): (types, tokens)
_CARDS = pp.MatchFirst([
    (sup("a card") + pp.Optional(kw("or token").set_parse_action(lambda: True))
     ).set_parse_action(lambda t: [((), len(t) == 1)]),
    (kws("a", "an").suppress() + _CARD_TYPE + pp.ZeroOrMore(sup("or") + _CARD_TYPE)
     + sup("card")).set_parse_action(lambda t: [(tuple(t), False)]),
])
_EXILE_THAT_CARD = lit(",") + kws("exile it instead", "exile that card instead").suppress() \
    + lit(".")


def _graveyard_detail(t: pp.ParseResults) -> tuple:
    (types, tokens), whose = t[0], t[1]
    return (whose, tokens, types) if types else (whose, tokens)


_GRAVEYARD_EVENT = (sup("if") + _CARDS + sup("would be put into") + _GRAVEYARD_OF
                    + sup("from anywhere"))
#: 614.1a / 614.6: "If <a card [or token] | an instant or sorcery card> would be put into <a /
#: an opponent's / your> graveyard from anywhere, exile <it | that card> instead." (Rest in
#: Peace, Leyline of the Void, Dryad Militant; `engine.zones.graveyard_replacement`)
GRAVEYARD_EXILE_LINE = (_GRAVEYARD_EVENT + _EXILE_THAT_CARD).set_parse_action(
    lambda t: StaticAbility(text="", effects=(EffectSpec(SELF, (RulesPart(
        GRAVEYARD_RULE, _graveyard_detail(t)),)),)))
#: 614.1a / 611.2a: "If a card would be put into your graveyard from anywhere this turn,
#: exile that card instead." (Yawgmoth's Will, Gaea's Will): the resolved spell's effect
#: until end of turn.
GRAVEYARD_EXILE_THIS_TURN = (_GRAVEYARD_EVENT + sup("this turn") + _EXILE_THAT_CARD
                             ).set_parse_action(lambda t: [("plain", [I.CreateEffect(
                                 parts=(RulesPart(GRAVEYARD_RULE, _graveyard_detail(t)),),
                                 affected=None, duration=END_OF_TURN, rules_only=True)])])

__all__ = ["DIES_EXILE_LINE", "DIES_EXILE_SENTENCE", "GRAVEYARD_EXILE_LINE",
           "GRAVEYARD_EXILE_THIS_TURN",
           "LEAVES_EXILE_SENTENCE",
           "kw"]
