"""Activated keywords given to cards in a graveyard at their own mana cost (613.1f):

    Each creature card in your graveyard has scavenge. The scavenge cost is equal to its
        mana cost.                                     (Varolz, the Scar-Striped; 702.97a)
    Each artifact creature card in your graveyard has encore. Its encore cost is equal to
        its mana cost.                                 (Wire Surgeons; 702.141a)

Unearth (702.84a), embalm (702.128a) and eternalize (702.129a) are read the same way. The
keyword is added in layer 6 with each card's mana cost (`rules.mana_cost_keywords`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.mana_cost_keywords import AddKeywordAtManaCost
from arbiter.state.effects import EffectSpec

#: The graveyard keywords the engine activates (`engine.keywords.graveyard_activated`,
#: `engine.keywords.scavenge`).
_KEYWORDS = ("scavenge", "encore", "unearth", "embalm", "eternalize")


def _static(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    keyword, again = items[-2].lower(), items[-1].lower()
    noun: Noun = items[-3]
    cond = items[0] if len(items) == 4 else None
    if keyword != again:
        raise pp.ParseException("", 0, "another keyword's cost")
    if cond is not None and not isinstance(cond, Condition):
        raise pp.ParseException("", 0, "a condition about 'it'")
    if noun.kind != "card" or noun.zones != ("graveyard",):
        raise pp.ParseException("", 0, "given to cards in a graveyard")
    return StaticAbility(text="", effects=(EffectSpec(noun.selector(), (
        AddKeywordAtManaCost(keyword),)),), condition=cond)


_KEYWORD = pp.one_of(_KEYWORDS, caseless=True, as_keyword=True)
#: "<cards in a graveyard> has/have <keyword>. The/Its <keyword> cost is equal to its / the
#: card's / that card's mana cost."
MANA_COST_KEYWORD_LINE = (
    pp.Optional(sup("as long as") + STATIC_CONDITION + lit(",") | DURING_TURNS + lit(","))
    + NOUN + kws("has", "have").suppress() + _KEYWORD + lit(".")
    + kws("the", "its").suppress() + _KEYWORD
    + sup("cost is equal to") + kws("its", "the card's", "that card's").suppress()
    + sup("mana cost") + lit(".")
).set_parse_action(_static)

__all__ = ["MANA_COST_KEYWORD_LINE"]
