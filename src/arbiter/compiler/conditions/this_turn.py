"""Conditions on what happened this turn (603.4 intervening "if", 611.3b "as long as"):

    you gained life this turn                  (119.9: Crested Sunmare)
    you gained N or more life this turn        (Gwaihir, Greatest of the Eagles)
    a creature died this turn                  (700.4: Bulette)
    no creatures died this turn                (Titan Hunter)
    ~ dealt damage to an opponent this turn    (120.3: Whirling Dervish)
    ~ was dealt damage this turn               (120.1: Wall of Resistance; this object, 400.7)
    ~ didn't attack this turn                  (508.1a: Air Nomad Student)
    you attacked this turn                     (raid, 207.2c; 508.1a: War-Name Aspirant)
    you've cast two or more spells this turn   (601.2i: Brightspear Zealot)
    you've cast a noncreature spell this turn  (601.2i: Mister Fantastic)
    you haven't cast a spell this turn         (601.2i: Stoic Sphinx)
    you've cast an instant or sorcery spell this turn      (601.2i: Sprite Dragon's kin)
    you've cast two or more noncreature spells this turn   (601.2i: Lyse Hext)
    you've cast both a creature spell and a noncreature spell this turn  (Fae Offering)
    you've committed a crime this turn         (700.13: Omenport Vigilante)
    you discarded a card this turn             (701.9a: Mysterio's Mirage, Gilt-Blade Prowler)
    an opponent / a player discarded a card this turn      (701.9a: Tinybones, The Raven Man)
    you've cast another spell this turn        (601.2i: Slick Sequence, Sage of the Skies)
    you haven't cast a spell from your hand this turn        (601.2a: Jem Lightfoote)
    two or more nonland permanents entered the battlefield under your control this turn
    another creature entered the battlefield under your control this turn
    you had another creature enter the battlefield under your control this turn
                                               (`rules.entered_under_you`)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import NUMBER, kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules import conditions as C
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.attacked import SourceAttackedThisTurn
from arbiter.rules.cast_restrictions import CastAnotherSpellThisTurn
from arbiter.rules.counters_put_this_turn import CounterPutOnSourceThisTurn
from arbiter.rules.damage_selectors import DealtDamageThisTurn
from arbiter.rules.entered_under_you import EnteredUnderYouCount, EnteredUnderYouThisTurn
from arbiter.rules.spells_cast_this_turn import (
    CommittedCrimeThisTurn,
    NoncreatureSpellCastThisTurn,
    NoSpellCastFromHandThisTurn,
    SpellsCastThisTurn,
    SpellsOfTypesCastThisTurn,
)
from arbiter.rules.static_conditions import AllOf
from arbiter.rules.turn_discards import DiscardedThisTurn
from arbiter.rules.turn_history import LifeGainedThisTurn, SourceDealtDamageToOpponent


def entered_selector(noun: Noun) -> s.Selector:
    """The noun's qualities, judged as each permanent entered (not where it is now)."""
    if noun.zones != ("battlefield",) or noun.kind != "permanent":
        raise pp.ParseException("", 0, "permanents entering the battlefield")
    preds = [p for p in noun.preds if not (isinstance(p, s.And) and not p.parts)]
    return preds[0] if len(preds) == 1 else s.And(tuple(preds))


def _entered(n: int, noun: Noun, other: bool) -> EnteredUnderYouThisTurn:
    return EnteredUnderYouThisTurn(entered_selector(noun), n, other)


#: "the number of creatures that entered the battlefield under your control this turn"
ENTERED_COUNT = (sup("the number of") + NOUN + sup("that entered")
                 + sup("the battlefield under your control this turn")).set_parse_action(
    lambda t: EnteredUnderYouCount(entered_selector(t[0])))


#: 205.2a: the card types a spell cast this turn had ("an instant or sorcery spell",
#: "two or more noncreature spells").
_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
               "planeswalker", "sorcery")
_CARD_TYPE = kws(*_CARD_TYPES).add_parse_action(lambda t: t[0].capitalize())
_SPELL_TYPES = pp.MatchFirst([
    kws(*(f"non{x}" for x in _CARD_TYPES)).set_parse_action(
        lambda t: ((), (t[0][3:].capitalize(),))),
    (_CARD_TYPE + pp.ZeroOrMore(sup("or") + _CARD_TYPE)).set_parse_action(
        lambda t: (tuple(t), ())),
])
_HOW_MANY = kws("a", "an").set_parse_action(lambda: 1) | (NUMBER + sup("or more"))
#: 601.2i: "you've cast an instant or sorcery spell this turn" (its types as it became cast).
_CAST_TYPES = (kws("you've cast", "you have cast").suppress() + _HOW_MANY + _SPELL_TYPES
               + kws("spell", "spells").suppress() + sup("this turn")).set_parse_action(
    lambda t: SpellsOfTypesCastThisTurn(t[1][0], t[1][1], t[0]))

_UNDER_YOU = sup("the battlefield under your control this turn")
_ENTERED = pp.MatchFirst([
    (NUMBER + sup("or more") + NOUN + sup("entered") + _UNDER_YOU).set_parse_action(
        lambda t: _entered(t[0], t[1], False)),
    (sup("another") + NOUN + sup("entered") + _UNDER_YOU).set_parse_action(
        lambda t: _entered(1, t[0], True)),
    (sup("you had another") + NOUN + sup("enter") + _UNDER_YOU).set_parse_action(
        lambda t: _entered(1, t[0], True)),
    # landfall (207.2c): "if you had a land enter the battlefield under your control this turn"
    (sup("you had") + kws("a", "an").suppress() + NOUN + sup("enter") + _UNDER_YOU
     ).set_parse_action(lambda t: _entered(1, t[0], False)),
    (kws("a", "an").suppress() + NOUN + sup("entered") + _UNDER_YOU).set_parse_action(
        lambda t: _entered(1, t[0], False)),
])

THIS_TURN_CONDITION = pp.MatchFirst([
    _ENTERED,  # 611.3b (`rules.entered_under_you`)
    kws("you gained life this turn", "you've gained life this turn").set_parse_action(
        lambda: C.Compare(LifeGainedThisTurn(), ">", 0)),
    (sup("you gained") + NUMBER + sup("or more life this turn")).set_parse_action(
        lambda t: C.Compare(LifeGainedThisTurn(), ">=", t[0])),
    kws("a creature died this turn", "one or more creatures died this turn"
        ).set_parse_action(lambda: C.Compare(V.CreaturesDiedThisTurn(), ">", 0)),
    kw("no creatures died this turn").set_parse_action(
        lambda: C.Compare(V.CreaturesDiedThisTurn(), "==", 0)),
    kw("~ dealt damage to an opponent this turn").set_parse_action(
        lambda: SourceDealtDamageToOpponent()),
    kw("~ was dealt damage this turn").set_parse_action(
        lambda: C.SourceMatches(DealtDamageThisTurn())),
    kw("a counter was put on ~ this turn").set_parse_action(
        lambda: CounterPutOnSourceThisTurn()),  # 122.6 (`rules.counters_put_this_turn`)
    kw("~ didn't attack this turn").set_parse_action(
        lambda: C.Not(SourceAttackedThisTurn())),
    # Raid (207.2c): 508.1a, you declared one or more creatures as attackers this turn (a
    # creature put onto the battlefield attacking wasn't declared, 508.4)
    kw("you attacked this turn").set_parse_action(
        lambda: C.Compare(V.CreaturesAttackedWithThisTurn(), ">", 0)),
    (sup("you've cast") + NUMBER + sup("or more spells this turn")).set_parse_action(
        lambda t: C.Compare(SpellsCastThisTurn(), ">=", t[0])),
    # 601.2i: its types as it became cast (`engine.casting.cast_history`)
    kws("you've cast a noncreature spell this turn",
        "you have cast a noncreature spell this turn").set_parse_action(
        lambda: NoncreatureSpellCastThisTurn()),
    kws("you've cast a spell this turn", "you have cast a spell this turn").set_parse_action(
        lambda: C.Compare(SpellsCastThisTurn(), ">=", 1)),
    kws("you haven't cast a spell from your hand this turn",
        "you have not cast a spell from your hand this turn").set_parse_action(
        lambda: NoSpellCastFromHandThisTurn()),
    # 601.2i: other than this spell, cast or being cast
    kws("you've cast another spell this turn", "you have cast another spell this turn"
        ).set_parse_action(lambda: CastAnotherSpellThisTurn()),
    kws("you haven't cast a spell this turn", "you have not cast a spell this turn"
        ).set_parse_action(lambda: C.Compare(SpellsCastThisTurn(), "==", 0)),
    kws("you've committed a crime this turn", "you have committed a crime this turn"
        ).set_parse_action(lambda: CommittedCrimeThisTurn()),
    _CAST_TYPES,
    # 601.2i: "you've cast both a creature spell and a noncreature spell this turn" (two
    # spells, one of each kind: the kinds exclude each other)
    kws("you've cast both a creature spell and a noncreature spell this turn",
        "you have cast both a creature spell and a noncreature spell this turn"
        ).set_parse_action(lambda: AllOf((SpellsOfTypesCastThisTurn(("Creature",)),
                                         SpellsOfTypesCastThisTurn((), ("Creature",))))),
    # 701.9a: a discard this turn, by the effect's controller, an opponent or anyone
    kws("you discarded a card this turn", "you've discarded a card this turn",
        "you have discarded a card this turn").set_parse_action(
        lambda: DiscardedThisTurn("you")),
    kw("an opponent discarded a card this turn").set_parse_action(
        lambda: DiscardedThisTurn("opponent")),
    kw("a player discarded a card this turn").set_parse_action(
        lambda: DiscardedThisTurn("player")),
]).set_name("condition on this turn")

__all__ = ["ENTERED_COUNT", "THIS_TURN_CONDITION"]
