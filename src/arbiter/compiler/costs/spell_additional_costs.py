"""More kinds of additional cost to cast a spell (118.8, 601.2b), beside the ones of
`compiler.replacements.replacements` (sacrifice a <permanent>, discard a card, exile cards
from your graveyard, blight, behold):

    As an additional cost to cast this spell, pay 3 life.                      (119.4)
    ..., discard two cards. / ..., discard a land card.                        (701.9a)
    ..., sacrifice two creatures.                                              (701.21a)
    ..., return a land you control to its owner's hand.
    ..., tap two untapped creatures and/or lands you control.                  (118.3)
    ..., reveal a Goblin card from your hand or pay {3}.                       (701.20a)

The cost pieces are the activation costs' own (`compiler.costs.object_costs`), kept to those
that name objects other than the spell itself; "discard a card at random" (701.9b) is paid
after the spell's other costs, its mana included (601.2h). The engine pays them
(`engine.casting.additional_cost_kinds`)."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.costs.object_costs import OBJECT_COST
from arbiter.compiler.grammar.lexicon import A_NUMBER, NUMBER, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K
from arbiter.rules import selectors as s
from arbiter.rules.object_costs import DiscardCards, ReturnToHand
from arbiter.rules.reveal_costs import RevealFromHand

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _spell_cost(t: pp.ParseResults) -> bool:
    """An activation cost that is also a spell's additional cost: one naming objects other
    than the spell (no "~")."""
    c = t[0]
    if isinstance(c, DiscardCards):
        return True  # 701.9b: "at random" is paid last (601.2h)
    if isinstance(c, ReturnToHand):
        return c.selector is not None
    return isinstance(c, K.SacrificePermanents)


def _a(n: int, words: str) -> str:
    if n != 1:
        return f"{n} {words}"
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _tap_untapped(t: pp.ParseResults) -> K.TapUntapped:
    """118.3: "tap two untapped creatures you control" (permanents the payer controls)."""
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent" or s.YOURS not in noun.preds:
        raise pp.ParseException("", 0, "tapping permanents you don't control")
    return K.TapUntapped(noun.selector(), n, description="untapped " + noun.text)


def _reveal(t: pp.ParseResults) -> RevealFromHand:
    """701.20a: "reveal a Dragon card from your hand" (cards in the payer's hand)."""
    n, noun = int(t[0]), t[1]
    if not isinstance(noun, Noun) or noun.kind != "card" or noun.other \
            or tuple(noun.zones) != ("hand",) or not noun.text.endswith("from your hand"):
        raise pp.ParseException("", 0, "not a card in your hand")
    return RevealFromHand(s.And(noun.preds), n, description=_a(n, noun.text))


#: One more additional cost of a spell.
SPELL_COST = pp.MatchFirst([
    (sup("pay") + NUMBER + sup("life")).set_parse_action(lambda t: K.PayLife(t[0])),  # 119.4
    OBJECT_COST.copy().add_condition(_spell_cost),
    (sup("tap") + A_NUMBER + sup("untapped") + _NOUN).set_parse_action(_tap_untapped),
    (sup("reveal") + A_NUMBER + _NOUN).set_parse_action(_reveal),
])

__all__ = ["SPELL_COST"]
