"""Flashback given to cards in a graveyard, its cost being each card's own mana cost
(702.34a, 613.1f, 611.3):

    Each instant and sorcery card in your graveyard has flashback. The flashback cost is
        equal to that card's mana cost.                       (Lier, Disciple of the Drowned)
    As long as it's your turn, each instant and sorcery card in your graveyard has
        flashback. The flashback cost is equal to that card's mana cost.           (A-Lier)
    Instant and sorcery cards in graveyards have flashback. The flashback cost is equal to
        the card's mana cost.                                 (Otaria)
    During your turn, each instant and sorcery card in your graveyard has flashback. Its
        flashback cost is equal to its mana cost.        (today's wording; 611.3b, 505.1)
    During your turn, each Lesson card in your graveyard has flashback {1}.   (Iroh, a
        flashback cost of its own)

A static ability adding (layer 6) a flashback keyword ability whose cost is the card's mana
cost (`engine.casting.flashback_costs.MANA_COST`); the engine reads that cost as the card is cast
(an unpayable cost for a card with no mana cost, 118.6). A card that also has a flashback
ability of its own with another cost stops the game when cast with flashback (601.2b: the
announcement of which one isn't supported yet).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.casting.flashback_costs import MANA_COST
from arbiter.rules import parts as P
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.rules.conditions import Condition
from arbiter.state.effects import EffectSpec

#: The flashback keyword ability given: its cost is the card's mana cost.
FLASHBACK_OF_MANA_COST = KeywordAbility(text="Flashback", keyword="flashback",
                                        extra=(MANA_COST,))


def _static(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    cond = items[0] if len(items) == 2 else None
    noun: Noun = items[-1]
    if cond is not None and not isinstance(cond, Condition):
        raise pp.ParseException("", 0, "a condition about 'it'")
    if noun.kind != "card" or noun.zones != ("graveyard",):
        raise pp.ParseException("", 0, "flashback is given to cards in a graveyard")
    return StaticAbility(text="", effects=(EffectSpec(noun.selector(), (
        P.AddAbilities((FLASHBACK_OF_MANA_COST,)),)),), condition=cond)


#: 702.34a: "<cards in a graveyard> has/have flashback. The flashback cost is equal to that
#: card's / the card's mana cost."
GRANTED_FLASHBACK_LINE = (
    pp.Optional(sup("as long as") + STATIC_CONDITION + lit(",") | DURING_TURNS + lit(","))
    + NOUN + kws("has flashback", "have flashback").suppress() + lit(".")
    + kws("the flashback cost is equal to", "its flashback cost is equal to").suppress()
    + kws("that card's", "the card's", "its").suppress()
    + sup("mana cost") + lit(".")
).set_parse_action(_static)


def _fixed(t: pp.ParseResults) -> StaticAbility:
    cost: str = t[-1]
    ability = _static(t[:-1])
    kw = KeywordAbility(text=f"Flashback {cost}", keyword="flashback", param=cost)
    (spec,) = ability.effects
    return StaticAbility(text="", effects=(EffectSpec(spec.affected, (
        P.AddAbilities((kw,)),)),), condition=ability.condition)


#: 702.34a: "<cards in a graveyard> has/have flashback {1}." (a mana cost of its own: Iroh,
#: Grand Lotus's Lesson cards during its controller's turn)
GRANTED_FIXED_FLASHBACK_LINE = (
    pp.Optional(sup("as long as") + STATIC_CONDITION + lit(",") | DURING_TURNS + lit(","))
    + NOUN + kws("has flashback", "have flashback").suppress()
    + pp.Regex(r"(?:\{(?:\d+|[WUBRGC])\})+") + lit(".")
).set_parse_action(_fixed)

__all__ = ["FLASHBACK_OF_MANA_COST", "GRANTED_FIXED_FLASHBACK_LINE", "GRANTED_FLASHBACK_LINE"]
