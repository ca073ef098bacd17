"""Optional additional costs in words after a keyword (601.2b, 118.8):

    Kicker—Sacrifice a creature.                        (702.33a)
    Kicker—{2}{R}, Sacrifice a land.
    Buyback—Pay 3 life, Discard a card at random.       (702.27a)
    Entwine—Sacrifice two lands.                        (702.42a)
    Replicate—Tap an untapped Dalek you control.        (702.56a)
    Squad—Exile four cards from your graveyard.         (702.157a)

The cost after the dash is read with the grammar of a spell's additional costs
(`compiler.replacements.replacements.ONE_SPELL_COST`: sacrifice, discard, exile from your
graveyard, pay life, return to hand, tap untapped permanents, reveal), after an optional mana
cost, and carried on the keyword as `rules.keyword_costs.KeywordCosts`; the engine pays them
as it pays the keyword's mana (`engine.casting.optional_costs`). Words the grammar doesn't
read leave the keyword without costs, so its line stays unread (principle 5).
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import MANA_COST, lit
from arbiter.compiler.replacements.replacements import ONE_SPELL_COST
from arbiter.rules import costs as K
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.keyword_costs import KeywordCosts, costs_of

#: 702.33a kicker, 702.27a buyback, 702.42a entwine, 702.56a replicate, 702.157a squad:
#: optional additional costs a player announces as the spell is cast (601.2b).
OPTIONAL_COST_KEYWORDS = frozenset({"kicker", "buyback", "entwine", "replicate", "squad"})

_MANA = MANA_COST.copy().set_parse_action(lambda t: K.ManaPayment(t[0]))
_COSTS = (pp.Optional(_MANA + lit(",")) + ONE_SPELL_COST
          + pp.ZeroOrMore(lit(",") + ONE_SPELL_COST) + pp.Optional(lit(".")) + pp.StringEnd())


def read_optional_costs(text: str) -> tuple[K.Cost, ...] | None:
    """The costs of an optional-cost keyword's words, or None if the grammar doesn't read
    them all."""
    try:
        costs = tuple(_COSTS.parse_string(text.strip(), parse_all=True))
    except pp.ParseBaseException:
        return None
    if any(getattr(c, "n", 1) is None for c in costs):
        return None  # "any number of" is announced with the spell (601.2b), not modelled here
    return costs


def with_optional_costs(kw: KeywordAbility) -> KeywordAbility:
    """The keyword with its cost in words read; a plain mana cost needs no reading."""
    if kw.keyword not in OPTIONAL_COST_KEYWORDS or not kw.param or costs_of(kw) is not None:
        return kw
    param = kw.param.strip().lstrip("\u2014-").strip()
    costs = read_optional_costs(param)
    if costs is None:
        return kw
    return replace(kw, extra=(*kw.extra, KeywordCosts(costs)))


__all__ = ["OPTIONAL_COST_KEYWORDS", "read_optional_costs", "with_optional_costs"]
