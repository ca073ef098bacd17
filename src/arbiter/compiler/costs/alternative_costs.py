"""118.9: a spell's own alternative cost, as grammar:

    [If <condition>,] you may <cost> [and <cost>] rather than pay ~'s mana cost [if <cond>].
    If <condition>, rather than pay ~'s mana cost, you may have an opponent gain N life.
    ... you may have each other player gain N life.
    If <condition>, you may cast ~ without paying its mana cost.

(<condition>: the shared conditions, and "it's not your turn", "you attacked this turn"
(raid), "three or more creatures are attacking" / "a white creature is attacking"), where
<cost> is "pay {W}{U}{B}{R}{G}", "pay 1 life", "sacrifice two Mountains", "tap an
untapped creature you control", "return an Island you control to its owner's hand",
"exile a blue card from your hand", "discard a Swamp card" or "exile a creature card from
your graveyard". The engine carries it out as the way of casting "alternative"
(`engine.casting.alternative_costs`); any other cost leaves the line unread.
"""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.costs.self_cost_conditions import SELF_COST_CONDITION
from arbiter.compiler.grammar.lexicon import A_NUMBER, MANA_COST, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import conditions as C
from arbiter.rules import costs as K
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.alternative_costs import (
    AlternativeCost,
    ControlsACommander,
    DiscardCardsCost,
    ExileFromHandCost,
    OpponentsGainLifeCost,
    ReturnPermanentsCost,
)

_NOUN = located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _counted(words: str, n: int) -> str:
    if n != 1:
        return f"{n} {words}"
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _permanents(kind: type, mine: bool):  # noqa: ANN202 (a parse action)
    def build(t: pp.ParseResults) -> K.Cost:
        n, noun = int(t[0]), t[1]
        if not isinstance(noun, Noun) or noun.kind != "permanent" or \
                noun.zones != ("battlefield",) or \
                (mine and s.YOURS not in noun.preds):
            raise pp.ParseException("", 0, "permanents the player controls")
        if any(isinstance(p, s.ControlledByOpponent) for p in noun.preds):
            raise pp.ParseException("", 0, "permanents an opponent controls")
        return kind(noun.selector(), n, description=_counted(noun.text, n))
    return build


def _cards(t: pp.ParseResults) -> K.Cost:
    """"discard a Swamp card" (from the hand), "exile a blue card from your hand", "exile a
    creature card from your graveyard" (cards the player owns, 404.1, 402.1)."""
    verb, n, noun = t[0], int(t[1]), t[2]
    if not isinstance(noun, Noun) or noun.kind != "card" or " X" in noun.text:
        raise pp.ParseException("", 0, "cards of a quality")
    kind: type | None = None
    if verb == "discard" and "hand" in noun.zones and "from" not in noun.text:
        kind = DiscardCardsCost
    elif verb == "exile" and noun.zones == ("hand",):
        kind = ExileFromHandCost
    elif verb == "exile" and noun.zones == ("graveyard",):
        kind = K.ExileFromGraveyard
    if kind is None:
        raise pp.ParseException("", 0, "cards from the hand or the graveyard")
    text = noun.text.split(" from ")[0]
    return kind(noun.selector(), n, description=_counted(text, n))


def _from_hand(t: pp.ParseResults) -> K.Cost:
    cost = _cards(t)
    if not isinstance(cost, ExileFromHandCost):
        raise pp.ParseException("", 0, "cards from the hand")
    return cost


#: "Exile a green card from your hand" alone (702.74a: "Evoke—Exile a green card from your
#: hand.", `compiler.keywords.keyword_costs`).
HAND_EXILE = (kw("exile") + A_NUMBER + _NOUN).set_parse_action(_from_hand)
_HAND = kws("its owner's hand", "their owner's hand", "their owners' hands").suppress()
_PART = pp.MatchFirst([
    (sup("pay") + MANA_COST).set_parse_action(lambda t: K.ManaPayment(t[0])),
    (sup("pay") + NUMBER + sup("life")).set_parse_action(lambda t: K.PayLife(t[0])),
    (sup("sacrifice") + A_NUMBER + _NOUN).set_parse_action(
        _permanents(K.SacrificePermanents, mine=False)),
    (sup("tap") + A_NUMBER + sup("untapped") + _NOUN).set_parse_action(
        _permanents(K.TapUntapped, mine=True)),
    (sup("return") + A_NUMBER + _NOUN + sup("to") + _HAND).set_parse_action(
        _permanents(ReturnPermanentsCost, mine=True)),
    (kws("exile", "discard") + A_NUMBER + _NOUN).set_parse_action(_cards),
])
_RATHER = sup("rather than pay ~'s mana cost")


def _attacking(t: pp.ParseResults) -> C.Compare:
    """"three or more creatures are attacking" / "exactly one creature is attacking" / "a
    white creature is attacking" (506.4: attacking creatures, from the combat record)."""
    (op, n), noun = t[0], t[1]
    if not isinstance(noun, Noun) or noun.kind != "permanent":
        raise pp.ParseException("", 0, "attacking creatures")
    return C.Compare(V.CountOf(s.And((noun.selector(), s.InCombat("attacking")))), op, n)


_HOW_MANY = pp.MatchFirst([
    (NUMBER + sup("or more")).set_parse_action(lambda t: [(">=", t[0])]),
    (sup("exactly") + NUMBER).set_parse_action(lambda t: [("==", t[0])]),
    kws("a", "an").set_parse_action(lambda: [(">=", 1)]),
])
#: Conditions of alternative costs beside the shared ones (`compiler.conditions`).
_OWN_CONDITION = pp.MatchFirst([
    kw("you control a commander").set_parse_action(lambda: ControlsACommander()),  # 903.3
    kw("it's not your turn").set_parse_action(lambda: C.Not(C.YourTurn())),  # 102.1
    # Raid (207.2c): "if you attacked this turn" (508.1a: declared attackers this turn)
    kw("you attacked this turn").set_parse_action(
        lambda: C.Compare(V.CreaturesAttackedWithThisTurn(), ">", 0)),
    (pp.Group(_HOW_MANY) + NOUN + kws("is attacking", "are attacking").suppress()
     ).set_parse_action(lambda t: _attacking([tuple(t[0][0]), t[1]])),
])
_IF = sup("if") + (_OWN_CONDITION | (CONDITION + pp.FollowedBy(pp.one_of(", .")))
                   # "an opponent controls a Forest and you control a Swamp" (the Legates)
                   | SELF_COST_CONDITION)  # `compiler.costs.self_cost_conditions`


def _line(t: pp.ParseResults) -> AlternativeCost:
    conditions = [x for x in t if not isinstance(x, K.Cost)]
    costs = tuple(x for x in t if isinstance(x, K.Cost))
    if len(conditions) > 1 or sum(isinstance(c, K.ManaPayment) for c in costs) > 1:
        raise pp.ParseException("", 0, "one condition, one mana payment")
    return AlternativeCost(text="", costs=costs, condition=conditions[0] if conditions else None)


_GAIN = (sup("you may have") + (kws("an opponent").set_parse_action(lambda: False)
                                | kws("each other player").set_parse_action(lambda: True))
         + sup("gain") + NUMBER + sup("life")).set_parse_action(
    lambda t: OpponentsGainLifeCost(t[1], each=t[0]))

#: 118.9: "[If <condition>,] you may <cost> [and <cost>] rather than pay ~'s mana cost."
ALTERNATIVE_COST_LINE = pp.MatchFirst([
    (pp.Optional(_IF + lit(",")) + sup("you may") + _PART + pp.Optional(sup("and") + _PART)
     + _RATHER + pp.Optional(_IF) + lit(".")).set_parse_action(_line),
    (_IF + lit(",") + _RATHER + lit(",") + _GAIN + lit(".")).set_parse_action(_line),
    # 118.9: "If you control a commander, you may cast ~ without paying its mana cost."
    (_IF + lit(",") + sup("you may cast ~ without paying its mana cost") + lit(".")
     ).set_parse_action(lambda t: AlternativeCost(text="", condition=t[0], free=True)),
]).set_name("alternative cost line")

__all__ = ["ALTERNATIVE_COST_LINE", "HAND_EXILE"]
