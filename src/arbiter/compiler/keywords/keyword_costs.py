"""The cost written after a keyword (702), read into costs (118) with the grammar of
activation costs (602.1a):

    Escape—{3}{B}{B}, Exile four other cards from your graveyard.      (702.138a)
    Flashback—{1}{G}, Pay 3 life.  /  Flashback—Sacrifice three creatures.   (702.34a)
    Eternalize—{2}{W}{W}, Discard a card.                                  (702.129a)
    Madness—{2}{B}, Pay 8 life.                                            (702.35a)

The costs are carried on the keyword (`rules.keyword_costs.KeywordCosts` in
`KeywordAbility.extra`), where the engine finds them as it pays. A cost the grammar doesn't
read ("Discard X cards", "Exile a land you control"; energy but for equip and unearth's
activation costs, 107.14) leaves the keyword
without costs, so the engine doesn't carry it out and its line stays unread (principle 5).
"""

from __future__ import annotations

import re
from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.costs.alternative_costs import HAND_EXILE
from arbiter.compiler.costs.costs import COST
from arbiter.compiler.costs.spell_additional_costs import SPELL_COST
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.alternative_costs import ExileFromHandCost
from arbiter.rules.counters_among import RemoveCountersAmong
from arbiter.rules.keyword_costs import KeywordCosts, costs_of

#: Keywords followed by a cost (702.34 flashback, 702.35 madness, 702.84 unearth, 702.94
#: miracle, 702.128 embalm, 702.129 eternalize, 702.138 escape, 702.141 encore, 702.143
#: foretell, 702.170 plot; 702.6a equip: "Equip—Sacrifice a creature.").
COST_KEYWORDS = frozenset({"flashback", "madness", "unearth", "miracle", "embalm",
                           "eternalize", "escape", "encore", "foretell", "plot", "equip",
                           # 702.37a / 702.168a: "Morph—Reveal a blue card in your hand."
                           "morph", "megamorph", "disguise",
                           "cycling",  # 702.29a: "Cycling—Pay 2 life."
                           # 702.74a, 702.152a, 702.185a: alternative costs in words
                           # (`engine.casting.keyword_alternative_costs`)
                           "evoke", "blitz", "warp"})
#: 702.74a: the keywords whose cost may exile cards from the hand ("Evoke—Exile a green card
#: from your hand."); any other keyword's such cost stays unread.
_HAND_EXILE_KEYWORDS = frozenset({"evoke"})

_PLURAL = located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _exile_others(t: pp.ParseResults) -> K.ExileFromGraveyard:
    """702.138a: "Exile four other cards from your graveyard" (cards other than the one
    being cast)."""
    return K.ExileFromGraveyard(None, int(t[0]), description=f"{t[0]} other cards")


def _sacrifice_n(t: pp.ParseResults) -> K.SacrificePermanents:
    """701.21a: "Sacrifice three creatures" (permanents you control)."""
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent":
        raise pp.ParseException("", 0, "not permanents to sacrifice")
    return K.SacrificePermanents(noun.selector(), n, description=f"{n} {noun.text}")


def _remove_among(t: pp.ParseResults) -> RemoveCountersAmong:
    """118.3: "Remove X loyalty counters from among planeswalkers you control"."""
    kind, noun = t[0], t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent":
        raise pp.ParseException("", 0, "not permanents")
    return RemoveCountersAmong(kind, noun.selector(), description=noun.text)


_ONE_MORE = pp.MatchFirst([
    (sup("exile") + NUMBER + sup("other cards from your graveyard")).set_parse_action(
        _exile_others),
    (sup("sacrifice") + NUMBER + _PLURAL).set_parse_action(_sacrifice_n),
    (sup("remove X") + COUNTER_KIND + sup("counters from among") + _PLURAL).set_parse_action(
        _remove_among),  # 118.3, 107.3a
])
#: 601.2b: "If you cast this spell this way, X can't be 0." after the costs
_X_NOT_ZERO = (sup("if you cast this spell this way, X can't be 0") + pp.Optional(lit("."))
               ).set_parse_action(lambda: X_NOT_ZERO)
X_NOT_ZERO = "x_not_zero"
_ONE = _ONE_MORE | COST | SPELL_COST | HAND_EXILE  # 701.20a: "Reveal a blue card from ..."
_COSTS = pp.MatchFirst([
    _ONE + pp.ZeroOrMore(lit(",") + _ONE),
]) + pp.Optional(lit(".")) + pp.Optional(_X_NOT_ZERO) + pp.StringEnd()


def _flat(t: pp.ParseResults) -> tuple[K.Cost, ...]:
    out: list[K.Cost] = []
    for x in t:
        if x == X_NOT_ZERO:
            # 601.2b: the cost with X in it can't be paid with X = 0; nothing else to mark
            among = [i for i, c in enumerate(out) if isinstance(c, RemoveCountersAmong)]
            if len(among) != 1:
                raise pp.ParseException("", 0, "'X can't be 0' without one X cost")
            out[among[0]] = replace(out[among[0]], x_not_zero=True)
            continue
        out.extend(x if isinstance(x, tuple) else (x,))
    return tuple(out)


_IN_YOUR_HAND = re.compile(r"(?i)^(reveal (?:a|an|two|three) [^,]*?) in your hand(?=\.?$)")


#: Keywords standing for an activated ability whose costs are paid as activation costs
#: (602.2b), which pay energy (107.14): "Equip—Pay {E}{E}.", "Unearth—Pay eight {E}.".
_PAY_ENERGY = frozenset({"equip", "unearth"})


def read_costs(text: str, energy: bool = False) -> tuple[K.Cost, ...] | None:
    """The costs a keyword's cost text names, or None if the grammar doesn't read it
    (`energy`: the keyword's payment pays {E})."""
    # 702.37a: "Morph—Reveal a blue card in your hand.": a card revealed from the hand
    text = _IN_YOUR_HAND.sub(r"\1 from your hand", text.strip())
    try:
        costs = _flat(_COSTS.parse_string(text, parse_all=True))
    except pp.ParseBaseException:
        return None
    if not energy and any(isinstance(c, K.PayEnergy) for c in costs):
        return None  # 107.14: the other keywords' payments don't pay energy yet
    if any(getattr(c, "x", False) for c in costs):
        return None  # 107.3a: an X in a keyword's cost isn't announced yet
    return costs


def with_costs(kw: KeywordAbility) -> KeywordAbility:
    """The keyword with its cost text read (a plain mana cost needs no reading)."""
    if kw.keyword not in COST_KEYWORDS or not kw.param or costs_of(kw) is not None:
        return kw
    costs = read_costs(kw.param, energy=kw.keyword in _PAY_ENERGY)
    if costs is None or (kw.keyword not in _HAND_EXILE_KEYWORDS and any(
            isinstance(c, ExileFromHandCost) for c in costs)):
        return kw
    return replace(kw, extra=(*kw.extra, KeywordCosts(costs)))


__all__ = ["COST_KEYWORDS", "read_costs", "with_costs"]
