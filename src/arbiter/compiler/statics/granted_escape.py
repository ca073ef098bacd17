"""Escape given to cards in a graveyard, its cost being each card's own mana cost plus other
cards exiled (702.138a, 613.1f):

    Each nonland card in your graveyard has escape. The escape cost is equal to the card's
        mana cost plus exile three other cards from your graveyard.   (Underworld Breach)
    Each enchantment card in your graveyard has escape. ...           (The Master of Keys)
    Each Dinosaur card in your graveyard has escape. ...              (Jurassic Park)

A static ability adding (layer 6) an escape keyword ability whose cost is the card's mana
cost (`engine.casting.flashback_costs.MANA_COST`, read as the card is cast: none is
unpayable, 118.6) and the cards to exile (702.138a: "other" cards, never the card cast). A
card that also has an escape ability of its own with another cost stops the game when cast
with escape (601.2b: announcing which one isn't supported yet).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.conditions.static import DURING_TURNS, STATIC_CONDITION
from arbiter.compiler.grammar.lexicon import NUMBER, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.casting.flashback_costs import MANA_COST
from arbiter.rules import parts as P
from arbiter.rules.abilities import KeywordAbility, StaticAbility
from arbiter.rules.conditions import Condition
from arbiter.rules.costs import ExileFromGraveyard
from arbiter.rules.keyword_costs import KeywordCosts
from arbiter.state.effects import EffectSpec


def escape_of_mana_cost(n: int) -> KeywordAbility:
    """702.138a: the escape ability given, "the card's mana cost plus exile `n` other cards
    from your graveyard"."""
    others = "card" if n == 1 else "cards"
    text = f"Escape\u2014its mana cost, Exile {n} other {others} from your graveyard"
    return KeywordAbility(text=text, keyword="escape", extra=(
        MANA_COST, KeywordCosts((ExileFromGraveyard(n=n, description=f"{n} other {others}"),))))


def _static(t: pp.ParseResults) -> StaticAbility:
    items = list(t)
    n: int = items[-1]
    noun: Noun = items[-2]
    cond = items[0] if len(items) == 3 else None
    if cond is not None and not isinstance(cond, Condition):
        raise pp.ParseException("", 0, "a condition about 'it'")
    if noun.kind != "card" or noun.zones != ("graveyard",):
        raise pp.ParseException("", 0, "escape is given to cards in a graveyard")
    return StaticAbility(text="", effects=(EffectSpec(noun.selector(), (
        P.AddAbilities((escape_of_mana_cost(n),)),)),), condition=cond)


#: 702.138a: "<cards in a graveyard> has/have escape. The escape cost is equal to the card's
#: / its mana cost plus exile N other cards from your graveyard."
GRANTED_ESCAPE_LINE = (
    pp.Optional(sup("as long as") + STATIC_CONDITION + lit(",") | DURING_TURNS + lit(","))
    + NOUN + kws("has escape", "have escape").suppress() + lit(".")
    + kws("the escape cost is equal to", "its escape cost is equal to").suppress()
    + kws("that card's", "the card's", "its").suppress()
    + sup("mana cost plus exile") + NUMBER + kws("other cards", "other card").suppress()
    + sup("from your graveyard") + lit(".")
).set_parse_action(_static)

__all__ = ["GRANTED_ESCAPE_LINE", "escape_of_mana_cost"]
